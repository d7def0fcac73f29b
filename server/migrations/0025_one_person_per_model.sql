-- One person per model, checked before a credit is spent (docs/likeness.md#one-person-per-model).
-- An upload whose photos do not all show one person makes a model that waits, unpaid, for the user's
-- "These are all me" (confirm-training) or for new photos; it expires a day later with its photos.
alter table models drop constraint if exists models_status_check;
alter table models add constraint models_status_check
  check (status in ('awaiting-confirmation', 'starting', 'processing', 'succeeded', 'failed', 'canceled'));
-- When the user confirmed that every photo shows them (null: all photos matched, or not confirmed yet).
alter table models add column identity_confirmed_at timestamptz;
create index models_awaiting_confirmation_idx on models(created_at) where status = 'awaiting-confirmation';

-- What a likeness miss gave back (docs/likeness.md#misses-refunds-and-their-cap): refunded (the image's
-- credits, within the account's cap), over-cap (flagged, not refunded: the cap was reached), not-refundable
-- (an edit or filter, which asked for a change, or a pack slot's free replacement), replaced (a pack
-- photo whose slot got its one free replacement). Null unless a miss.
alter table images add column likeness_refund text
  check (likeness_refund in ('refunded', 'over-cap', 'not-refundable', 'replaced'));
update images set likeness_refund = case
    when exists (select 1 from credit_ledger where idempotency_key = 'likeness-refund:' || images.id) then 'refunded'
    else 'not-refundable' end
  where likeness_miss;
-- The cap counts an account's scored images and refunds of the last days.
create index images_account_scored_idx on images(account_id, likeness_scored_at) where likeness_status = 'scored';
