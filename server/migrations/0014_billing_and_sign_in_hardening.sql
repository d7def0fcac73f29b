-- Plan changes never mint credits: each subscription remembers the most plan credits granted in its
-- current billing period (an upgrade grants only the difference above it), and one plan change runs at
-- a time (the claim below, cleared when the change ends; a stale claim expires).
alter table subscriptions add column period_credits_granted integer not null default 0 check (period_credits_granted >= 0);
alter table subscriptions add column plan_change_started_at timestamptz;
update subscriptions s set period_credits_granted = p.credits from packages p where p.reference = s.package_reference;

-- A second subscription paid by mistake is refunded (by a job), never granted.
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check check (status in ('pending', 'fulfilled', 'cancelled', 'refunded'));
create index payments_open_subscription_idx on payments(account_id, created_at) where kind = 'subscription' and status = 'pending';

-- Browsers that signed in to an account before (a random token in a cookie, stored hashed): they skip
-- the per-address slow-down, so an attacker guessing elsewhere cannot lock the owner out.
create table known_devices (
  token_hash text primary key,
  account_id integer not null references accounts(id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
create index known_devices_account_idx on known_devices(account_id);

-- Failed sign-ins per address: after a run of them each further attempt waits a growing delay.
create table sign_in_failures (
  email text primary key,
  failures integer not null,
  last_failure_at timestamptz not null
);
