import type { Package } from 'api-client';
import type { CatalogueRepository } from './catalogue.repository.js';
import { formatUsd } from '../../kernel/money.js';
import type { SubscriptionService } from './subscription.service.js';

/** subscription-service/packages: plans and bundles in the contract's shape, the caller's plan marked. */
export function createCatalogueService(deps: { catalogue: CatalogueRepository; subscription: SubscriptionService }) {
  return {
    async packages(accountId: number | null): Promise<Package[]> {
      const [rows, current] = await Promise.all([
        deps.catalogue.listActive(),
        accountId === null ? null : deps.subscription.current(accountId),
      ]);
      return rows.map((row) => ({
        Reference: row.reference,
        Title: row.title,
        Emoji: row.emoji,
        Price: formatUsd(row.priceCents),
        OldPrice: row.oldPriceCents === null ? null : formatUsd(row.oldPriceCents),
        Credits: row.credits,
        Type: row.type,
        IsMostPopular: row.isMostPopular,
        IsCurrentSubscription: row.type === 'subscription' && current?.reference === row.reference,
      }));
    },
  };
}
