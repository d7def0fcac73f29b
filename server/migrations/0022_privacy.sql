-- Privacy (docs/privacy.md): deleting a model or an account, selfie retention, data exports.

-- What a deleted model left behind, until the deletion job has removed it all: the model row itself goes
-- at once (so no page shows it), and this row keeps what the provider and the storage still hold. No
-- foreign key: it must outlive whatever it names.
create table model_deletions (
  id integer generated always as identity primary key,
  account_id integer not null,
  model_public_id text not null unique,
  engine text not null,
  external_id text,                 -- the training at the provider, cancelled first when it still runs
  in_training boolean not null,
  trained_version text,             -- Replicate "owner/name:<id>", deleted at the provider
  weights_url text,                 -- a Cog weights artefact, deleted at its store
  storage_keys jsonb not null,      -- training photos, main image, and the images the user chose to delete
  created_at timestamptz not null default now()
);

-- Training photos of a model whose training ended more than SELFIE_RETENTION_DAYS ago are deleted; the
-- model keeps working. Set once its photos are gone.
alter table models add column photos_deleted_at timestamptz;
create index models_photo_retention_idx on models(finished_at) where photos_deleted_at is null;

-- A deleted account keeps only its row as a tombstone (the ledger and payments refer to it, and the law
-- keeps those); its e-mail becomes deleted-<id>@deleted.invalid and its details are cleared.
alter table accounts add column deleted_at timestamptz;

-- "Export my data": a zip built by a job into storage and e-mailed as an expiring link, then deleted.
create table data_exports (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  storage_key text not null unique,
  status text not null default 'building' check (status in ('building', 'ready')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index data_exports_expiry_idx on data_exports(expires_at);

-- An account without a password (Google sign-in) confirms its deletion with an e-mailed code.
alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('activation', 'reset-password', 'delete-account'));
