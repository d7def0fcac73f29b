-- Commerce: the plans-and-bundles catalogue, checkouts (payments), subscriptions, processed Stripe
-- events and contact messages. Prices live here, in cents, so admins can change them without a release.
create table packages (
  id integer generated always as identity primary key,
  reference text not null unique,
  title text not null,
  emoji text not null default '',
  type text not null check (type in ('subscription', 'payg')),
  price_cents integer not null check (price_cents > 0),
  old_price_cents integer check (old_price_cents is null or old_price_cents > 0),
  credits integer not null check (credits > 0),
  is_most_popular boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0
);
-- One payg bundle per credit amount: a checkout names the bundle by its credits.
create unique index packages_payg_credits_idx on packages(credits) where type = 'payg' and is_active;

insert into packages (reference, title, emoji, type, price_cents, old_price_cents, credits, is_most_popular, sort_order) values
  ('starter', 'Starter', '🌱', 'subscription', 1999, null, 2000, false, 1),
  ('pro', 'Pro', '🚀', 'subscription', 3999, null, 5000, true, 2),
  ('business', 'Business', '💼', 'subscription', 7999, null, 12000, false, 3),
  ('whale', 'Whale', '🐋', 'subscription', 29999, null, 60000, false, 4),
  ('payg-3000', '3K credits', '⚡', 'payg', 3999, null, 3000, false, 1),
  ('payg-6000', '6K credits', '⚡', 'payg', 7499, null, 6000, true, 2),
  ('payg-30000', '30K credits', '⚡', 'payg', 34999, null, 30000, false, 3),
  ('payg-70000', '70K credits', '⚡', 'payg', 74999, null, 70000, false, 4);

-- One attempt to pay for one item (a bundle, a plan, a photo pack, or an in-place plan upgrade).
-- Credits are granted only when it is fulfilled, from a verified payment event, and at most once.
create table payments (
  id text primary key,                        -- our checkout id (pay_...), Stripe's client_reference_id
  account_id integer not null references accounts(id) on delete cascade,
  kind text not null check (kind in ('payg', 'subscription', 'photo-pack', 'plan-upgrade')),
  item_reference text not null,               -- plan, bundle or photo pack reference
  pack_id integer,                            -- the photo pack (packs module) for kind photo-pack
  title text not null,
  credits integer not null default 0 check (credits >= 0),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd',
  provider text not null check (provider in ('local', 'stripe')),
  provider_session_id text unique,            -- Stripe checkout session id, or the local test session id
  status text not null default 'pending' check (status in ('pending', 'fulfilled', 'cancelled')),
  originating_page_path text not null default '/',
  created_at timestamptz not null default now(),
  fulfilled_at timestamptz
);
create index payments_account_idx on payments(account_id, status);

-- At most one subscription per account; a new one after a cancellation reuses the row.
create table subscriptions (
  account_id integer primary key references accounts(id) on delete cascade,
  package_reference text not null references packages(reference) on update cascade,
  provider text not null check (provider in ('local', 'stripe')),
  provider_subscription_id text unique,
  provider_customer_id text,
  status text not null,                       -- Stripe's vocabulary: active, trialing, past_due, canceled, ...
  cancel_at_period_end boolean not null default false,
  current_period_end timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_renewal_idx on subscriptions(provider, status, current_period_end);

-- Stripe events already applied, so a redelivery is acknowledged without work.
create table stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

create table contact_messages (
  id integer generated always as identity primary key,
  account_id integer references accounts(id) on delete set null,
  email text not null,
  type text not null,
  message text not null,
  created_at timestamptz not null default now()
);
