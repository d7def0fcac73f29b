-- The operator's figures (/metrics and the admin system status, server/src/infra/metrics) read only the
-- last day's rows of each table on every scrape: these are the time indexes they lacked, so a scrape
-- costs the same for a product a week old or five years old.
create index credit_ledger_created_idx on credit_ledger(created_at);
create index payments_created_idx on payments(created_at);
-- Partial: only the jobs worth watching (failed for good, or retried), not every finished one.
create index jobs_failed_finished_idx on jobs(finished_at) where status = 'failed';
create index jobs_retried_finished_idx on jobs(finished_at) where attempts > 1;
