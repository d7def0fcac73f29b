-- The Reddit share offer (docs/offers.md): credits for posting one of your images to r/aiart or r/selfies.

-- What each offer awards. The operator changes an amount, or ends an offer, by updating its row.
create table offer_types (
  id text primary key check (id ~ '^[a-z][a-z0-9_]{0,63}$'),
  credits_amount integer not null check (credits_amount > 0),
  is_active boolean not null default true
);
insert into offer_types (id, credits_amount) values ('reddit_share', 50);

-- An image prepared for Reddit: a public, unguessable, non-expiring copy on the share host.
create table offer_share_uploads (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  image_id integer not null references images(id) on delete cascade,
  host text not null check (host in ('local', 'imgur')),
  hosted_url text not null unique,
  storage_key text,                          -- the local host's copy (shared/<random>.<ext>)
  host_reference text,                       -- the remote host's id of the copy
  created_at timestamptz not null default now()
);
create index offer_share_uploads_image_idx on offer_share_uploads(account_id, image_id, host);

-- A verified post: its credits wait (pending) for the holding period, then are granted or dropped.
-- One claim per post and one per image, ever: the unique keys hold under concurrent requests.
create table offer_claims (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  offer_type_id text not null references offer_types(id),
  upload_id integer not null references offer_share_uploads(id) on delete cascade,
  image_id integer not null references images(id) on delete cascade,
  post_id text not null,
  post_url text not null,
  subreddit text not null,
  author text,
  credits integer not null check (credits > 0),
  status text not null default 'pending' check (status in ('pending', 'granted', 'dropped')),
  created_at timestamptz not null default now(),  -- when it was verified: the hold counts from here
  settled_at timestamptz,
  check_locked_until timestamptz,            -- a worker re-checking the post holds it until then
  last_check_error text,
  unique (offer_type_id, post_id),
  unique (offer_type_id, image_id),
  check ((status = 'pending') = (settled_at is null))
);
create index offer_claims_due_idx on offer_claims(created_at, id) where status = 'pending';
create index offer_claims_account_idx on offer_claims(account_id, offer_type_id, created_at desc);
