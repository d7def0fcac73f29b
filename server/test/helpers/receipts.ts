import assert from 'node:assert/strict';
import type { CreditHistoryEntry } from 'api-client';
import type { HttpClient } from './http-client.js';
import type { TestServer } from './test-server.js';

/** The receipts in the outbox for one address, oldest first. */
export async function receiptsTo(server: TestServer, email: string) {
  const mails = await server.system.mailRepository.listRecent(5000);
  return mails.filter((m) => m.to_address === email && m.subject.startsWith('Your receipt: ')).reverse();
}

/** The account's purchase and credit history, as the account page reads it. */
export async function historyOf(client: HttpClient): Promise<CreditHistoryEntry[]> {
  const reply = await client.get('subscription-service/credit-history');
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.status, 'success');
  return reply.body.entries;
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
