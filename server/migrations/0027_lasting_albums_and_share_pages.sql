-- What the user paid for lasts (docs/photo-packs.md#albums-after-a-model-is-deleted, docs/generation-and-images.md#sharing-a-photo).

-- A pack album outlives its model when the user keeps the photos: the generation no longer names the
-- model (as images and generations do not), instead of going with it. Deleting a model together with
-- its photos deletes its albums explicitly (privacy/model-deletion.service.ts).
alter table pack_generations alter column model_id drop not null;
alter table pack_generations drop constraint if exists pack_generations_model_id_fkey;
alter table pack_generations add constraint pack_generations_model_id_fkey
  foreign key (model_id) references models(id) on delete set null;

-- A photo's public share page (/s/<public_id>): one per image while it is shared, no expiry. The photo
-- is served from a public copy (copy_key, under the public prefix shared/), removed when the share ends:
-- revoked, the image deleted (soft or not), its model deleted with its photos, or the account deleted.
create table image_shares (
  id integer generated always as identity primary key,
  public_id text not null unique check (public_id ~ '^[A-Za-z0-9_-]{22}$'),  -- 128 random bits, base64url
  account_id integer not null references accounts(id) on delete cascade,
  image_id integer not null unique references images(id) on delete cascade,  -- asking again answers the same share
  copy_key text not null unique,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);
create index image_shares_account_idx on image_shares(account_id);
