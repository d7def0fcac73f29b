-- Template images, their categories, and packs made of them (docs/templates.md).
-- One source of truth: a pack's prompts ARE the prompts of the template images in it, in pack order. The
-- prompts seeded into photo_pack_prompts by 0013 move into template_images and that table goes.
create table template_categories (
  id integer generated always as identity primary key,        -- the categoryID clients see
  name text not null unique,
  sort_order integer not null default 0
);
insert into template_categories (name, sort_order) values
  ('Business', 10), ('Dating', 20), ('Lifestyle', 30), ('Travel', 40), ('Fitness', 50), ('Fantasy', 60);

-- A starter pack makes the photos of the pack it starts from: it reads that pack's prompts (no copies).
alter table photo_packs
  add column prompts_from_pack_id integer references photo_packs(id) on delete set null,
  add constraint photo_packs_prompts_from_other_pack check (prompts_from_pack_id <> id);

create table template_images (
  id integer generated always as identity primary key,
  file_id uuid not null unique default gen_random_uuid(),     -- the fileId clients see
  category_id integer not null references template_categories(id),
  class text not null check (class in ('man', 'woman', 'person', 'couple', 'dog', 'cat', 'rabbit', 'base-model')),
  prompt text not null,                                       -- names the subject as the word "model"
  storage_key text not null,                                  -- templates/seed/... are rendered placeholders
  moderation_status text not null default 'rejected' check (moderation_status in ('approved', 'rejected')),
  pack_id integer references photo_packs(id) on delete set null,
  pack_position integer check (pack_position > 0),
  created_by integer references accounts(id) on delete set null,  -- the admin who generated it; null: seeded
  created_at timestamptz not null default now(),
  unique (pack_id, pack_position),
  -- In a pack: a place in it, approved, and a prompt the pack can expand (pack prompts name the person "model").
  check ((pack_id is null) = (pack_position is null)),
  check (pack_id is null or moderation_status = 'approved'),
  check (pack_id is null or prompt ~* '\mmodel\M')
);
-- The templates page (approved images of a class in a category) and the content generator (a category).
create index template_images_browse_idx on template_images(class, category_id, id) where moderation_status = 'approved';
create index template_images_category_idx on template_images(category_id, id);

-- Which template an image was made from (template-complete suggests others).
alter table generations
  add column template_id integer references template_images(id) on delete set null;

-- Starters: LinkedIn Headshots Starter reads LinkedIn Headshots' prompts, and so on.
update photo_packs set prompts_from_pack_id = (select source.id from photo_packs source where source.reference = replace(photo_packs.reference, '-starter', ''))
where includes_training and reference like '%-starter';

-- Every prompt of a regular pack becomes an approved template image in that pack, in the category of the
-- pack's theme, alternating woman and man so both classes get a populated templates page.
insert into template_images (category_id, class, prompt, storage_key, moderation_status, pack_id, pack_position)
select category.id, case when prompt.position % 2 = 1 then 'woman' else 'man' end, prompt.prompt, '', 'approved', prompt.pack_id, prompt.position
from photo_pack_prompts prompt
join photo_packs pack on pack.id = prompt.pack_id
join template_categories category on category.name = case pack.category when 'Professional' then 'Business' else pack.category end
where pack.prompts_from_pack_id is null
order by prompt.pack_id, prompt.position;

drop table photo_pack_prompts;

-- A few approved templates for every other class, and some Fantasy ones, so each class's page has pictures.
insert into template_images (category_id, class, prompt, storage_key, moderation_status)
select (select id from template_categories where name = v.category), v.class, v.prompt, '', 'approved' from (values
  ('Fantasy', 'woman', 'portrait of model as an elven queen in a moonlit forest, silver crown, cinematic fantasy lighting'),
  ('Fantasy', 'woman', 'portrait of model as a sorceress casting glowing blue magic in an ancient library, dramatic light'),
  ('Fantasy', 'woman', 'portrait of model as a starship captain on the bridge of a spaceship, nebula through the window'),
  ('Fantasy', 'man', 'portrait of model as a knight in shining armour on a misty castle bridge, cinematic fantasy lighting'),
  ('Fantasy', 'man', 'portrait of model as a wizard with a glowing staff on a mountain peak at dusk, dramatic light'),
  ('Fantasy', 'man', 'portrait of model as a cyberpunk hacker in a neon-lit alley at night, rain reflections'),
  ('Business', 'person', 'professional headshot of model in a navy blazer, soft studio light, plain light grey background'),
  ('Lifestyle', 'person', 'candid photo of model reading in a sunny cafe window seat, warm natural light'),
  ('Travel', 'person', 'travel photo of model on a cliff path above the sea in Santorini, golden hour'),
  ('Fantasy', 'person', 'portrait of model as a time traveller in a steampunk workshop full of brass gears'),
  ('Dating', 'couple', 'candid photo of model sharing a laugh at a candlelit restaurant table, warm evening light'),
  ('Travel', 'couple', 'travel photo of model walking hand in hand along the Seine in Paris, soft morning light'),
  ('Lifestyle', 'couple', 'lifestyle photo of model cooking together in a bright modern kitchen, natural daylight'),
  ('Fantasy', 'couple', 'portrait of model dancing at a masked ball in a candlelit palace, cinematic light'),
  ('Lifestyle', 'dog', 'portrait of model sitting on a cosy sofa with a knitted blanket, soft window light'),
  ('Travel', 'dog', 'photo of model running along a sandy beach at sunset, joyful, motion blur'),
  ('Business', 'dog', 'studio portrait of model wearing a tiny bow tie, plain grey background, soft light'),
  ('Fantasy', 'dog', 'portrait of model as a brave knight in tiny armour in a castle courtyard, cinematic light'),
  ('Lifestyle', 'cat', 'portrait of model curled up on a sunny windowsill with plants, soft natural light'),
  ('Business', 'cat', 'studio portrait of model wearing a tiny tie, plain grey background, soft light'),
  ('Travel', 'cat', 'photo of model peeking out of a vintage suitcase in a Paris hotel room'),
  ('Fantasy', 'cat', 'portrait of model as a wizard cat with a pointed hat among glowing potions'),
  ('Lifestyle', 'rabbit', 'portrait of model sitting in a spring meadow full of daisies, soft morning light'),
  ('Fitness', 'rabbit', 'photo of model leaping over a tiny hurdle on green grass, action shot'),
  ('Fantasy', 'rabbit', 'portrait of model in a tiny waistcoat beside a giant pocket watch in a wonderland garden'),
  ('Travel', 'rabbit', 'photo of model in a tiny basket on a bicycle along a lavender field in Provence'),
  ('Business', 'base-model', 'professional headshot of model in a charcoal suit, soft studio light, plain light grey background'),
  ('Travel', 'base-model', 'travel photo of model standing before the temples of Kyoto in autumn, golden light'),
  ('Fitness', 'base-model', 'athletic photo of model running on a coastal trail at sunrise, sportswear'),
  ('Fantasy', 'base-model', 'portrait of model as an astronaut on the surface of Mars, dramatic cinematic light'),
  ('Lifestyle', 'base-model', 'lifestyle photo of model with a coffee on a rooftop terrace above the city, morning light')
) as v(category, class, prompt);

-- Seeded images have placeholder files, rendered once per storage folder after start (template-seed-files.ts).
update template_images set storage_key = 'templates/seed/' || file_id || '.jpg' where storage_key = '';
