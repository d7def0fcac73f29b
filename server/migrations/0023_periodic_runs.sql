-- Periodic sweeps (training, stale generations, pack slots, job pruning, offer settling) run once per
-- interval across all worker processes: each run first claims its row here (infra/jobs/periodic-runs.ts).
create table periodic_runs (
  name text primary key,
  started_at timestamptz not null,
  run_by text not null                       -- host:pid of the process that claimed the latest run
);
