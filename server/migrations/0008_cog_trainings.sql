-- A self-hosted Cog trainer has no GET route for a training: its state arrives only by
-- webhook. This keeps the last state per training so the training job can ask for it like any engine.
create table cog_trainings (
  id text primary key,
  status text not null check (status in ('starting', 'processing', 'succeeded', 'failed', 'canceled')),
  weights_url text,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
