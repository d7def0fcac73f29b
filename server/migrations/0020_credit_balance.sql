-- The balance kept beside the append-only ledger, so reading it is one row instead of a sum over every
-- entry. The ledger stays the truth: every post updates this column in the same transaction that inserts
-- its entry, with the account row locked (ledger.repository.ts), and a test compares the two.
alter table accounts add column credit_balance integer not null default 0;

update accounts set credit_balance = coalesce((select sum(amount) from credit_ledger where credit_ledger.account_id = accounts.id), 0);

alter table accounts add constraint accounts_credit_balance_not_negative check (credit_balance >= 0);
