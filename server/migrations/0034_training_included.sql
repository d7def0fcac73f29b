-- A purchase that includes a training (a starter pack) grants the training itself, never credits another spend
-- could take first (issue 37): one row per included training, used by one model's training and given back when
-- that training fails. The credits module owns it beside the ledger.
create table training_entitlements (
  id serial primary key,
  account_id integer not null references accounts(id) on delete cascade,
  -- What granted it (checkout:<payment id>#<n>): a replayed payment event grants nothing more.
  source text not null unique,
  granted_at timestamptz not null default now(),
  -- The model whose training used it (its name as the history says it), and when; null while it waits.
  model_public_id text unique,
  model_name text,
  used_at timestamptz,
  check ((model_public_id is null) = (used_at is null))
);
create index training_entitlements_unused_idx on training_entitlements(account_id) where used_at is null;

-- The trainings a payment included (a starter pack: 1); its credits stay what it added to the balance.
alter table payments add column trainings integer not null default 0 check (trainings >= 0);

-- What a ledger entry paid for or gave back, as the account's history says it ("Model training: Grace").
alter table credit_ledger add column memo text;
