-- A before/after pair shows the real selfies the photo was made from: one to four (the landing page's demo
-- puts four real photos beside one result). Each before has its place in the order the admin chose.
alter table showcase_files add column ordinal integer not null default 0 check (ordinal between 0 and 3);
alter table showcase_files drop constraint showcase_files_item_id_side_key;
alter table showcase_files add constraint showcase_files_item_side_ordinal_key unique (item_id, side, ordinal);
