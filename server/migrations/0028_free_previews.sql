-- The free preview (docs/previews.md): two watermarked photos of a new user from one to three selfies,
-- before any purchase. One per account, ever: the row stays after its files are deleted
-- (PREVIEW_RETENTION_HOURS), as the record that the account has had its preview.
create table previews (
  id integer generated always as identity primary key,
  public_id uuid not null unique,                                            -- the previewId clients see
  account_id integer not null unique references accounts(id) on delete cascade,  -- one per account: ten requests at once make one
  persona text not null check (persona in ('influencer', 'professional', 'single', 'unknown')),  -- picks the two styles
  status text not null default 'processing' check (status in ('processing', 'succeeded', 'failed')),
  engine text,                                                               -- the engine that made the photos (mock for an admin in mock mode)
  images_made integer not null default 0 check (images_made >= 0),           -- photos it ended with: what the provider billed (kept after the files go)
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  files_deleted_at timestamptz                                               -- the selfies and photos are gone (retention, or the account deleted)
);
create index previews_created_idx on previews(created_at);
create index previews_files_kept_idx on previews(created_at) where files_deleted_at is null;

-- A preview's stored files: the screened selfies (normalised: upright, no metadata) and the photos made,
-- watermarked and reduced. One row per position and kind, so a retried job stores each photo once.
create table preview_files (
  id integer generated always as identity primary key,
  preview_id integer not null references previews(id) on delete cascade,
  kind text not null check (kind in ('selfie', 'image')),
  position integer not null check (position >= 0),                         -- the selfie's order, or the photo's style index
  file_id uuid not null unique,
  storage_key text not null unique,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now(),
  unique (preview_id, kind, position)
);

-- The global daily budget (PREVIEW_DAILY_LIMIT): one counter per UTC day, taken in the transaction that
-- records the preview, so concurrent requests never start more than the limit.
create table preview_budget_days (
  day text primary key check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  used integer not null check (used >= 0)
);
