-- Accounts, sessions, one-time codes, Google identities, referees.
create table accounts (
  id integer generated always as identity primary key,
  email text not null unique,               -- stored lower-cased
  first_name text,
  last_name text,
  persona text check (persona in ('influencer', 'professional', 'single', 'unknown')),
  referred_from text,
  password_hash text,                       -- scrypt of the client's pre-hash; null until activated
  status text not null default 'pending' check (status in ('pending', 'active')),
  is_admin boolean not null default false,
  mock_mode boolean not null default false,
  rules_accepted_at timestamptz,
  created_at timestamptz not null default now(),
  activated_at timestamptz
);

create table sessions (
  token_hash text primary key,              -- sha256 of the cookie token; the token itself is never stored
  account_id integer not null references accounts(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_account_idx on sessions(account_id);

create table one_time_codes (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  purpose text not null check (purpose in ('activation', 'reset-password')),
  code_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index one_time_codes_account_idx on one_time_codes(account_id, purpose, created_at desc);

create table google_identities (
  subject text primary key,
  account_id integer not null unique references accounts(id) on delete cascade,
  created_at timestamptz not null default now()
);

-- A verified Google identity waiting for the activation form, bound to a browser by a cookie token.
create table google_pending_signups (
  token_hash text primary key,
  subject text not null,
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  persona text,
  expires_at timestamptz not null
);

create table referees (
  reference text primary key,
  display_name text not null,
  sort_order int not null
);
insert into referees (reference, display_name, sort_order) values
  ('google', 'Google search', 1),
  ('instagram', 'Instagram', 2),
  ('tiktok', 'TikTok', 3),
  ('youtube', 'YouTube', 4),
  ('reddit', 'Reddit', 5),
  ('linkedin', 'LinkedIn', 6),
  ('friend', 'A friend or colleague', 7),
  ('chatgpt', 'ChatGPT or another AI assistant', 8),
  ('other', 'Other', 9);
