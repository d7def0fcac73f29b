-- Image generations and the images they made (docs/generation-and-images.md).
-- A generation is one gen call: its debit (10 credits an image) and its refunds are ledger rows keyed
-- by the generation id.
create table generations (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  model_id integer references models(id) on delete cascade,  -- null: the built-in flux-base
  prompt text not null,                                       -- as the user wrote it ("model" not expanded)
  image_count integer not null check (image_count between 1 and 4),
  engine text,                                                -- the engine that ran it, set when it ends
  status text not null default 'running' check (status in ('running', 'succeeded', 'partial', 'failed')),
  failed_count integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index generations_account_idx on generations(account_id, created_at desc);
create index generations_created_idx on generations(created_at desc);

create table images (
  id integer generated always as identity primary key,
  file_id uuid not null unique,                               -- the fileId clients see
  account_id integer not null references accounts(id) on delete cascade,
  model_id integer references models(id) on delete cascade,  -- null: made with flux-base
  generation_id integer references generations(id) on delete set null,  -- null: a pack slot
  storage_key text not null,
  prompt text not null,
  is_liked boolean not null default false,
  is_deleted boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
-- The gen grid and models list (an owner's images by model, newest first) and the deleted-images page.
create index images_owner_model_idx on images(account_id, model_id, created_at desc) where not is_deleted;
create index images_owner_deleted_idx on images(account_id, deleted_at desc) where is_deleted;
create index images_generation_idx on images(generation_id);
