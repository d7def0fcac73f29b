-- Funnel analytics: one row per event a browser logged (docs/analytics.md).
create table analytics_events (
  id integer generated always as identity primary key,
  event_type text not null check (event_type in ('impression', 'conversion', 'other')),
  page_path text not null,
  funnel_name text not null,
  funnel_step text not null,
  metadata jsonb not null default '{}'::jsonb,
  is_mobile_device boolean not null default false,
  device_type text not null check (device_type in ('mobile', 'desktop')),
  funnel_version integer not null default 1,
  funnel_step_version integer not null default 1,
  persona text,
  referral_id text,
  session_id uuid,                          -- the browser's analytics session (x-analytics-session-id)
  account_id integer references accounts(id) on delete set null,
  created_at timestamptz not null default now()
);
-- The report reads by date and funnel; the de-duplication looks up one session's latest events.
create index analytics_events_created_idx on analytics_events(created_at, funnel_name);
create index analytics_events_session_idx on analytics_events(session_id, created_at);
