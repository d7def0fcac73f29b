import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';

export interface NewAnalyticsEvent {
  eventType: 'impression' | 'conversion' | 'other';
  pagePath: string;
  funnelName: string;
  funnelStep: string;
  metadataJson: string;
  isMobileDevice: boolean;
  deviceType: 'mobile' | 'desktop';
  funnelVersion: number;
  funnelStepVersion: number;
  persona: string | null;
  referralId: string | null;
  sessionId: string | null;
  accountId: number | null;
}

/** One (funnel, step, persona) cell of the report. */
export interface FunnelCountRow {
  funnelName: string;
  funnelStep: string;
  persona: string | null;
  events: number;
  sessions: number;
  firstSeen: Date;
}

/** Same session, type, funnel, step and page within this window counts once (strict-mode effects, double clicks). */
const DEDUPE_SECONDS = 2;

export function createAnalyticsRepository(db: Db) {
  return {
    /**
     * Stores the event unless the same one was stored moments ago. The transaction-scoped advisory lock
     * on the event's key makes the check-then-insert hold across web processes on PostgreSQL.
     * Answers whether a row was written.
     */
    async insertUnlessDuplicate(event: NewAnalyticsEvent): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (event.sessionId) {
          const key = [event.sessionId, event.eventType, event.funnelName, event.funnelStep, event.pagePath].join('|');
          await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
        }
        const result = await sql`
          insert into analytics_events (event_type, page_path, funnel_name, funnel_step, metadata, is_mobile_device,
            device_type, funnel_version, funnel_step_version, persona, referral_id, session_id, account_id)
          select ${event.eventType}, ${event.pagePath}, ${event.funnelName}, ${event.funnelStep}, ${event.metadataJson}::jsonb,
            ${event.isMobileDevice}, ${event.deviceType}, ${event.funnelVersion}, ${event.funnelStepVersion},
            ${event.persona}, ${event.referralId}, ${event.sessionId}::uuid, ${event.accountId}
          where ${event.sessionId}::uuid is null or not exists (
            select 1 from analytics_events
            where session_id = ${event.sessionId}::uuid and event_type = ${event.eventType}
              and funnel_name = ${event.funnelName} and funnel_step = ${event.funnelStep}
              and page_path = ${event.pagePath}
              and created_at > now() - make_interval(secs => ${DEDUPE_SECONDS})
          )`.execute(trx);
        return Number(result.numAffectedRows ?? 0) > 0;
      });
    },

    /** Counts per funnel, step and persona for events in [from, toExclusive). */
    async countByStep(range: { from: Date; toExclusive: Date; sessionId?: string }): Promise<FunnelCountRow[]> {
      let query = db
        .selectFrom('analytics_events')
        .select([
          'funnel_name as funnelName',
          'funnel_step as funnelStep',
          'persona',
          sql<number>`count(*)::integer`.as('events'),
          sql<number>`count(distinct session_id)::integer`.as('sessions'),
          sql<Date>`min(created_at)`.as('firstSeen'),
        ])
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.toExclusive);
      if (range.sessionId) query = query.where('session_id', '=', range.sessionId);
      const rows = await query.groupBy(['funnel_name', 'funnel_step', 'persona']).execute();
      return rows.map((row) => ({ ...row, firstSeen: new Date(row.firstSeen) }));
    },

    /** Distinct sessions per funnel step (all personas together), for step-to-step conversion. */
    async sessionsByStep(range: { from: Date; toExclusive: Date; sessionId?: string }, funnelName: string) {
      let query = db
        .selectFrom('analytics_events')
        .select(['funnel_step as funnelStep', sql<number>`count(distinct session_id)::integer`.as('sessions')])
        .where('funnel_name', '=', funnelName)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.toExclusive);
      if (range.sessionId) query = query.where('session_id', '=', range.sessionId);
      const rows = await query.groupBy('funnel_step').execute();
      return new Map(rows.map((row) => [row.funnelStep, row.sessions]));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
