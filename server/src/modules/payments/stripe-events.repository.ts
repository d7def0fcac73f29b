import type { Db } from '../../infra/db/database.js';

/** Stripe events already applied (table `stripe_events`): a redelivery is acknowledged without work. */
export function createStripeEventsRepository(db: Db) {
  return {
    async seen(eventId: string): Promise<boolean> {
      return (await db.selectFrom('stripe_events').select('id').where('id', '=', eventId).executeTakeFirst()) !== undefined;
    },
    async record(eventId: string, type: string): Promise<void> {
      await db.insertInto('stripe_events').values({ id: eventId, type }).onConflict((oc) => oc.column('id').doNothing()).execute();
    },
  };
}
export type StripeEventsRepository = ReturnType<typeof createStripeEventsRepository>;
