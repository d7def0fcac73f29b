-- Receipts and history (docs/credits-and-payments.md#receipts-and-history). Each paid subscription renewal
-- is a payment of its own (kind 'renewal'), so every receipt and every line of the account's history
-- reads its money from a payments row. A payment keeps the provider's receipt page (Stripe's hosted
-- invoice, or the card charge's receipt when there is no invoice) and the subscription it started or renewed.
alter table payments drop constraint payments_kind_check;
alter table payments add constraint payments_kind_check check (kind in ('payg', 'subscription', 'photo-pack', 'plan-upgrade', 'renewal'));
alter table payments add column receipt_url text;
alter table payments add column provider_subscription_id text;
create index payments_subscription_idx on payments(provider_subscription_id) where provider_subscription_id is not null;
