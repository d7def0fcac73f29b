-- The showcase (docs/showcase.md): real photos on the landing page, the face gallery and pack cards, managed
-- by an admin. Each item carries the consent of the person shown: who (name, e-mail), when they signed, and
-- the text they signed. A retired item leaves the site for good; its row, consent and files stay as the record.
create table showcase_items (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('pair', 'single')),             -- pair: a real selfie and the photo made from it
  caption text not null,
  status text not null default 'active' check (status in ('active', 'retired')),
  position integer not null default 0,                               -- the admin's order; every slot lists its items in it
  placements jsonb not null default '[]'::jsonb,                     -- [{kind, persona?, packId?}]: where it appears
  subject_name text not null,
  subject_email text not null,
  consented_at timestamptz not null,                                 -- when the person signed
  consent_text text not null,                                        -- what they signed
  created_by integer references accounts(id) on delete set null,     -- the admin who recorded it
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  retired_at timestamptz
);
create index showcase_items_active_idx on showcase_items(position, id) where status = 'active';

-- Its photos, normalised (upright, no metadata), stored like every other image and served publicly by file id
-- only while the item is active.
create table showcase_files (
  id integer generated always as identity primary key,
  item_id integer not null references showcase_items(id) on delete cascade,
  side text not null check (side in ('before', 'after')),
  file_id uuid not null unique,
  storage_key text not null unique,
  content_type text not null check (content_type in ('image/jpeg', 'image/png')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now(),
  unique (item_id, side)
);
