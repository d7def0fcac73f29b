import assert from 'node:assert/strict';
import type { CreditHistory, CreditHistoryEntry } from 'api-client';
import type { HttpClient } from './http-client.js';
import type { TestServer } from './test-server.js';

/** The receipts in the outbox for one address, oldest first. */
export async function receiptsTo(server: TestServer, email: string) {
  const mails = await server.system.mailRepository.listRecent(5000);
  return mails.filter((m) => m.to_address === email && m.subject.startsWith('Your receipt: ')).reverse();
}

/** One page of the account's purchase and credit history, as the account page reads it. */
export async function historyPage(client: HttpClient, before?: string): Promise<CreditHistory> {
  const reply = await client.get('subscription-service/credit-history', before === undefined ? {} : { before });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.status, 'success');
  return reply.body;
}

/**
 * The whole history, every page walked: each entry's balance is the one below it plus what it moved, and
 * the newest is the balance.
 */
export async function historyOf(client: HttpClient): Promise<CreditHistoryEntry[]> {
  const first = await historyPage(client);
  const entries = [...first.entries];
  for (let cursor = first.nextCursor; cursor !== null;) {
    const page = await historyPage(client, cursor);
    entries.push(...page.entries);
    cursor = page.nextCursor;
  }
  entries.forEach((entry, i) => {
    const below = entries[i + 1]?.balanceAfter ?? 0;
    assert.equal(entry.balanceAfter, below + entry.credits, `the balance after ${entry.reference} adds up`);
  });
  assert.equal(entries[0]?.balanceAfter ?? 0, first.balance);
  return entries;
}

/** The account's payments, oldest first. */
export function paymentsOf(server: TestServer, accountId: number) {
  return server.system.db.selectFrom('payments').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
}

/** Balance and ledger sum, which must always agree. */
export async function balanceAndLedgerSum(server: TestServer, accountId: number) {
  const { creditsService } = server.system.credits;
  return { balance: await creditsService.balance(accountId), sum: await creditsService.sumOfEntries(accountId) };
}
