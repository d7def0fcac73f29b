import type { Db } from '../../infra/db/database.js';

/** The account columns the models pages read and write: latest model, rules, mock mode, purchases. */
export function createAccountFlagsRepository(db: Db) {
  return {
    account: (accountId: number) =>
      db.selectFrom('accounts').select(['id', 'email', 'persona', 'is_admin', 'mock_mode', 'rules_accepted_at', 'latest_model_id'])
        .where('id', '=', accountId).executeTakeFirst(),
    async setLatestModel(accountId: number, modelId: number | null): Promise<void> {
      await db.updateTable('accounts').set({ latest_model_id: modelId }).where('id', '=', accountId).execute();
    },
    async acceptRules(accountId: number): Promise<void> {
      await db.updateTable('accounts').set({ rules_accepted_at: new Date() }).where('id', '=', accountId)
        .where('rules_accepted_at', 'is', null).execute();
    },
    /** Any fulfilled payment (payments module): a photo pack bought without credits counts too. */
    async hasPurchased(accountId: number): Promise<boolean> {
      const row = await db.selectFrom('payments').select('id').where('account_id', '=', accountId)
        .where('status', '=', 'fulfilled').executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type AccountFlagsRepository = ReturnType<typeof createAccountFlagsRepository>;
