-- Image editing (docs/generation-and-images.md#editing-filters-and-uploads): every image says where it
-- came from, and edits and filters are generations of one image, so they debit, refund and recover
-- (the stale sweep) exactly as gen calls do.
alter table images
  add column origin text not null default 'generated' check (origin in ('generated', 'edit', 'filter', 'upload')),
  -- the image an edit or filter started from
  add column source_image_id integer references images(id) on delete set null;
alter table images
  add constraint images_source_matches_origin check ((source_image_id is null) or origin in ('edit', 'filter'));

-- What a generation made: a gen call's images from a prompt, or one edited or filtered copy of an image.
-- lastPrompt (the gen page's prompt box) reads only 'generate' ones.
alter table generations
  add column kind text not null default 'generate' check (kind in ('generate', 'edit', 'filter'));
create index generations_account_kind_idx on generations(account_id, kind, created_at desc);
