-- The credit ledger: append-only; a balance is the sum of an account's rows and never goes below zero.
create table credit_ledger (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  amount integer not null check (amount <> 0),
  reason text not null,
  idempotency_key text not null unique,
  reference text,                            -- what the entry paid for or came from
  created_at timestamptz not null default now()
);
create index credit_ledger_account_idx on credit_ledger(account_id);

create table outgoing_mail (
  id integer generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);

-- Durable background jobs, claimed with FOR UPDATE SKIP LOCKED so many workers can share the table.
create table jobs (
  id integer generated always as identity primary key,
  name text not null,
  payload jsonb not null,
  singleton_key text unique,                 -- de-duplicates enqueues of the same work
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  attempts int not null default 0,
  max_attempts int not null default 5,
  run_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_ready_idx on jobs(status, run_at);

-- Fixed-window counters for rate limits, kept in the database so every web process shares them.
create table rate_limit_windows (
  key text not null,
  window_start timestamptz not null,
  hits int not null,
  primary key (key, window_start)
);
