-- How far a running training has got, as its engine last reported it (Replicate's step counter, the mock's
-- elapsed seconds): the train page draws its progress bar from it. Null while the engine has said nothing.
alter table models
  add column progress_done integer check (progress_done >= 0),
  add column progress_total integer check (progress_total > 0),
  add column progress_at timestamptz;
