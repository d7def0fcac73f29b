import type { Db } from '../../infra/db/database.js';

/** The account columns the models pages and trainings read and write: latest model, rules, mock mode, e-mail. */
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
    /** Where the training e-mails go, read in the transaction that changes the model. */
    async emailOf(accountId: number, trx: Db = db): Promise<string | null> {
      return (await trx.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst())?.email ?? null;
    },
  };
}
export type AccountFlagsRepository = ReturnType<typeof createAccountFlagsRepository>;
