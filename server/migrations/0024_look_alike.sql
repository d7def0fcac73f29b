-- The look-alike check of an upload (docs/likeness.md), done in the background after the upload is
-- accepted: the 1-based positions of the training photos whose face does not look like the main
-- (first) photo's. Null while the check has not run yet (and for models made before it).
alter table models add column look_alike_outliers smallint[];
