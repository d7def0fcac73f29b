-- A delayed payment (a bank debit) that fails after its checkout completed (Stripe's
-- checkout.session.async_payment_failed) is recorded as failed, not left pending forever.
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check check (status in ('pending', 'fulfilled', 'cancelled', 'refunded', 'failed'));
