import { CREDIT_HISTORY_PAGE_SIZE, type CreditHistory, type CreditHistoryEntry } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import { historyEntry } from './credit-history.entries.js';
import { decodeCursor, encodeCursor, type CreditHistoryRepository, type HistoryCursor } from './credit-history.repository.js';

/** Entries the CSV reads per query; the file holds them all. */
const CSV_BATCH = 500;

const CSV_COLUMNS = ['date', 'kind', 'item', 'amount', 'currency', 'credits', 'trainings', 'balance_after', 'reference'] as const;

/** A CSV field: quoted when it needs to be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(entry: CreditHistoryEntry): string {
  const amount = entry.amountCents === null ? null : (entry.amountCents / 100).toFixed(2);
  return [entry.date, entry.kind, entry.title, amount, entry.currency, entry.credits, entry.trainings, entry.balanceAfter, entry.reference]
    .map(csvField).join(',');
}

/**
 * subscription-service/credit-history (and its CSV): every credit movement and payment of the account,
 * newest first, each with the balance after it (docs/credits-and-payments.md#receipts-and-history).
 */
export function createCreditHistoryService(deps: {
  history: CreditHistoryRepository;
  includedTrainings: (accountId: number) => Promise<number>;
}) {
  async function page(accountId: number, after: HistoryCursor | null, size: number) {
    const rows = await deps.history.page(accountId, after, size + 1);
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    return {
      entries: shown.map(historyEntry),
      next: rows.length > size && last ? { micros: last.micros, source: last.source, seq: last.seq } : null,
    };
  }

  return {
    async page(accountId: number, before: string | undefined, currentBalance: number): Promise<CreditHistory> {
      const after = before === undefined ? null : decodeCursor(before);
      if (before !== undefined && after === null) throw AppError.badRequest('This page of your history does not exist.', 'before');
      const [{ entries, next }, trainingsIncluded] = await Promise.all([
        page(accountId, after, CREDIT_HISTORY_PAGE_SIZE), deps.includedTrainings(accountId),
      ]);
      return {
        status: 'success', balance: entries[0] && after === null ? entries[0].balanceAfter : currentBalance, trainingsIncluded,
        entries, nextCursor: next && encodeCursor(next),
      };
    },

    /** The whole history as CSV text, oldest entries last like the page. */
    async csv(accountId: number): Promise<string> {
      const lines: string[] = [CSV_COLUMNS.join(',')];
      for (let after: HistoryCursor | null = null; ;) {
        const { entries, next } = await page(accountId, after, CSV_BATCH);
        lines.push(...entries.map(csvLine));
        if (!next) break;
        after = next;
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
export type CreditHistoryService = ReturnType<typeof createCreditHistoryService>;
