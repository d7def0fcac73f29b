-- Trained models and the normalised photos each was trained on (docs/training.md).
create table models (
  id integer generated always as identity primary key,
  public_id text not null unique,               -- the ModelID clients see (a uuid; also the storage folder)
  account_id integer not null references accounts(id) on delete cascade,
  name text not null,
  class text not null check (class in ('man', 'woman', 'person', 'couple', 'dog', 'cat', 'rabbit', 'other')),
  characteristics text not null default '',     -- comma-joined, each from CHARACTERISTIC_GROUPS
  type text not null default 'flux-lora' check (type in ('flux-lora')),
  status text not null default 'starting' check (status in ('starting', 'processing', 'succeeded', 'failed', 'canceled')),
  trigger_word text not null unique,
  engine text not null,
  external_id text,                             -- the engine's training id once started
  trained_version text,
  weights_url text,
  main_image_key text,
  failure_reason text,
  poll_count int not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  completion_seen boolean not null default false  -- the train page's "recently completed" notice was dismissed
);
create index models_account_idx on models(account_id, created_at desc);
create index models_created_idx on models(created_at desc);

create table training_photos (
  id integer generated always as identity primary key,
  model_id integer not null references models(id) on delete cascade,
  position int not null,
  storage_key text not null,
  width int not null,
  height int not null,
  unique (model_id, position)
);

alter table accounts add column latest_model_id integer references models(id) on delete set null;
