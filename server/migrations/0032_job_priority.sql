-- Among jobs due, the ones a person is waiting on go first: a photo's likeness score in the viewer must not
-- wait behind the scores of every pack image queued before it (their album fills over minutes anyway).
alter table jobs add column priority smallint not null default 0;
