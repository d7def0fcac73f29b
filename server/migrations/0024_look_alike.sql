-- The look-alike check of an upload (docs/likeness.md), done in the background after the upload is
-- accepted: the 1-based positions of the training photos whose face does not look like the main
-- (first) photo's. Null while the check has not run yet: the model's images wait for it to be scored.
alter table models add column look_alike_outliers smallint[];
-- Models made before it were compared during their upload (their reference, if any, is stored already).
update models set look_alike_outliers = '{}';
