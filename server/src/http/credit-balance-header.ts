import type { FastifyInstance } from 'fastify';
import { CREDIT_BALANCE_HEADER } from 'api-client';
import { trackBalanceChanges } from '../kernel/balance-changes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Accounts whose balance this request changed (kernel/balance-changes.ts). */
    balanceChanges: Set<number> | null;
  }
}

/**
 * Every answer to a signed-in call of the API contract carries the account's credit balance (X-Credit-Balance), so the
 * navigation's balance is right after whatever changed it: a spend, a refund, a purchase, or work that
 * ended in the background since the last call. It is the balance read with the session when the request
 * arrived, read again only when the request itself changed it (docs/credits-and-payments.md#the-balance-on-screen).
 * Register it before the session lookup, so the request's hooks and handler run inside its tracking.
 */
export function sendCreditBalance(app: FastifyInstance, balanceOf: (accountId: number) => Promise<number>): void {
  app.decorateRequest('balanceChanges', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // A GET changes no balance: it carries the one read with its session, with no tracking to pay for.
    if (request.method === 'GET') {
      done();
      return;
    }
    const changes = new Set<number>();
    request.balanceChanges = changes;
    trackBalanceChanges(changes, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const account = request.account;
    // Contract calls only: a file or page a shared cache may keep must never carry one person's balance.
    if (!account || !request.routeOptions.config.contractCall || /\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      done(null, payload);
      return;
    }
    if (!request.balanceChanges?.has(account.id)) {
      reply.header(CREDIT_BALANCE_HEADER, String(account.creditBalance));
      done(null, payload);
      return;
    }
    balanceOf(account.id).then(
      (balance) => {
        reply.header(CREDIT_BALANCE_HEADER, String(balance));
        done(null, payload);
      },
      () => done(null, payload), // the answer goes without it; the next one carries it
    );
  });
}
