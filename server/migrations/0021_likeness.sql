-- The likeness score (docs/likeness.md): a face reference per model, a score per generated image, a
-- refund for each miss and one free replacement per pack slot.

-- The mean face description (Human's faceres, 1024 numbers) of the model's training photos that look like
-- its main photo. Biometric data: it goes with the model (and with the account).
alter table models add column face_reference real[];

-- pending: waiting for its score; scored: likeness holds it; no-face: nothing to score (a landscape);
-- unscored: never scored (the base model, an upload, or a model without a reference).
alter table images add column likeness_status text not null default 'unscored'
  check (likeness_status in ('pending', 'scored', 'no-face', 'unscored'));
alter table images add column likeness real check (likeness >= 0 and likeness <= 1);
-- Below the miss threshold when scored: its credits went back (key likeness-refund:<image id>).
alter table images add column likeness_miss boolean not null default false;
alter table images add column likeness_scored_at timestamptz;
-- The engine that made the image (mock, replicate, cog): the admin status shows misses per engine.
alter table images add column engine text;
create index images_likeness_scored_idx on images(likeness_scored_at) where likeness_status = 'scored';

-- A pack slot whose image missed gets one free replacement: missed_image_id is set once (at most one
-- replacement per slot) and image_id then points at the replacement.
alter table pack_generation_slots add column missed_image_id integer references images(id) on delete set null;
alter table pack_generation_slots add column replacement_claimed boolean not null default false;
