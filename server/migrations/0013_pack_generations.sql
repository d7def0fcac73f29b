-- Photo packs, their prompts, pack purchases and pack generations (docs/photo-packs.md).
-- The catalogue lives in tables so admins can edit it later; this file seeds it.
create table photo_packs (
  id integer generated always as identity primary key,        -- the PackageID clients see
  reference text not null unique check (reference ~ '^[A-Za-z0-9_-]+$'),
  title text not null,
  description text not null,
  category text not null,
  emoji text not null,
  persona text check (persona in ('influencer', 'professional', 'single', 'unknown')),  -- null: none
  price_cents integer not null check (price_cents >= 0),       -- regular price; subscribers pay 35 % less
  credits integer not null default 300 check (credits > 0),    -- what generating it with credits costs
  includes_training boolean not null default false,            -- a starter pack: the purchase also pays for a model
  is_most_popular boolean not null default false,
  is_approved boolean not null default false,                  -- only approved packs are listed or generated
  sample_images text[] not null default '{}',                  -- file names under server/assets/packs
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

-- One image of a pack per prompt; each prompt names the person as the word "model".
create table photo_pack_prompts (
  id integer generated always as identity primary key,
  pack_id integer not null references photo_packs(id) on delete cascade,
  position integer not null,
  prompt text not null check (prompt ~* '\mmodel\M'),
  unique (pack_id, position)
);

-- A paid pack (recorded once per payment by the payments module's fulfilment).
create table pack_purchases (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  pack_id integer not null references photo_packs(id),
  payment_id text not null unique,                             -- the payment that paid for it: a replay records nothing
  created_at timestamptz not null default now()
);
create index pack_purchases_account_idx on pack_purchases(account_id, created_at desc, id desc);

-- A pack being made or made: paid by credits (credits_spent, debited once) or by a purchase (generated once).
-- Each failed image gives back refund_per_failed_image credits (the pack's credits / its images), whoever paid.
create table pack_generations (
  id integer generated always as identity primary key,
  account_id integer not null references accounts(id) on delete cascade,
  pack_id integer not null references photo_packs(id),
  model_id integer not null references models(id) on delete cascade,
  pack_purchase_id integer unique references pack_purchases(id) on delete set null,
  credits_spent integer not null check (credits_spent >= 0),
  refund_per_failed_image integer not null check (refund_per_failed_image >= 0),
  image_count integer not null check (image_count > 0),       -- its slots
  pending_count integer not null check (pending_count >= 0),   -- slots not settled yet: 0 ends the generation
  failed_count integer not null default 0 check (failed_count >= 0),
  status text not null default 'running' check (status in ('running', 'success', 'partial', 'failed')),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index pack_generations_account_idx on pack_generations(account_id, created_at desc);

-- One row per image of a pack generation; one job per slot makes it exactly once.
create table pack_generation_slots (
  id integer generated always as identity primary key,
  pack_generation_id integer not null references pack_generations(id) on delete cascade,
  position integer not null,
  prompt text not null,
  status text not null default 'queued' check (status in ('queued', 'done', 'failed')),
  image_id integer references images(id) on delete set null,
  error text,
  finished_at timestamptz,
  unique (pack_generation_id, position)
);
create index pack_generation_slots_image_idx on pack_generation_slots(image_id);

-- The seeded catalogue: six packs at the regular $7.99 and three starters that include a model's training.
insert into photo_packs (reference, title, description, category, emoji, persona, price_cents, credits, includes_training, is_most_popular, is_approved, sample_images, sort_order) values
  ('linkedin-headshots', 'LinkedIn Headshots', 'Polished, recruiter-ready headshots for LinkedIn and your CV: studio lighting, sharp business attire and clean backgrounds.', 'Professional', '💼', 'professional', 799, 300, false, true, true, array['linkedin-headshots-1.svg', 'linkedin-headshots-2.svg', 'linkedin-headshots-3.svg'], 10),
  ('corporate-portraits', 'Corporate Portraits', 'Executive portraits for company websites, press kits and speaker bios, in boardrooms, lobbies and city settings.', 'Professional', '🏢', 'professional', 799, 300, false, false, true, array['corporate-portraits-1.svg', 'corporate-portraits-2.svg', 'corporate-portraits-3.svg'], 20),
  ('dating-profile', 'Dating Profile', 'Warm, natural photos that show your personality: coffee dates, golden-hour walks and candid smiles for every dating app.', 'Dating', '❤️', 'single', 799, 300, false, false, true, array['dating-profile-1.svg', 'dating-profile-2.svg', 'dating-profile-3.svg'], 30),
  ('influencer-lifestyle', 'Influencer Lifestyle', 'Scroll-stopping lifestyle content for Instagram and TikTok: cafes, city streets, flat lays and fashion moments.', 'Lifestyle', '📸', 'influencer', 799, 300, false, false, true, array['influencer-lifestyle-1.svg', 'influencer-lifestyle-2.svg', 'influencer-lifestyle-3.svg'], 40),
  ('travel-adventures', 'Travel Adventures', 'Bucket-list travel shots without the plane ticket: mountain peaks, tropical beaches and old-town streets around the world.', 'Travel', '✈️', 'influencer', 799, 300, false, false, true, array['travel-adventures-1.svg', 'travel-adventures-2.svg', 'travel-adventures-3.svg'], 50),
  ('fitness', 'Fitness & Active', 'Energetic fitness photos for coaches, athletes and active lifestyles: gyms, running trails, yoga studios and more.', 'Fitness', '💪', 'influencer', 799, 300, false, false, true, array['fitness-1.svg', 'fitness-2.svg', 'fitness-3.svg'], 60),
  ('linkedin-headshots-starter', 'LinkedIn Headshots Starter', 'Everything to get started: we train your personal AI model from your selfies, then make 30 LinkedIn headshots.', 'Professional', '💼', 'professional', 1999, 300, true, false, true, array['linkedin-headshots-1.svg', 'linkedin-headshots-2.svg', 'linkedin-headshots-3.svg'], 70),
  ('dating-profile-starter', 'Dating Profile Starter', 'Everything to get started: we train your personal AI model from your selfies, then make 30 natural dating-app photos.', 'Dating', '❤️', 'single', 1999, 300, true, false, true, array['dating-profile-1.svg', 'dating-profile-2.svg', 'dating-profile-3.svg'], 80),
  ('influencer-lifestyle-starter', 'Influencer Lifestyle Starter', 'Everything to get started: we train your personal AI model from your selfies, then make 30 lifestyle photos for your feed.', 'Lifestyle', '📸', 'influencer', 1999, 300, true, false, true, array['influencer-lifestyle-1.svg', 'influencer-lifestyle-2.svg', 'influencer-lifestyle-3.svg'], 90);

insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'linkedin-headshots'), v.position, v.prompt from (values
  (1, 'professional headshot of model in a navy suit and white shirt, soft studio light, plain light grey background'),
  (2, 'head-and-shoulders portrait of model in a charcoal blazer over a light blue shirt, soft studio light, plain light grey background'),
  (3, 'confident business portrait of model in a black turtleneck, soft studio light, plain light grey background'),
  (4, 'professional headshot of model in a grey suit with a subtle tie, soft studio light, plain light grey background'),
  (5, 'head-and-shoulders portrait of model in a cream knit sweater, soft studio light, plain light grey background'),
  (6, 'confident business portrait of model in a tailored camel coat, soft studio light, plain light grey background'),
  (7, 'professional headshot of model in a crisp white open-collar shirt, soft studio light, plain light grey background'),
  (8, 'head-and-shoulders portrait of model in a dark green blazer, soft studio light, plain light grey background'),
  (9, 'confident business portrait of model in a pinstripe suit, soft studio light, plain light grey background'),
  (10, 'professional headshot of model in a smart navy cardigan, soft studio light, plain light grey background'),
  (11, 'head-and-shoulders portrait of model in a navy suit and white shirt, bright modern office in the background, shallow depth of field'),
  (12, 'confident business portrait of model in a charcoal blazer over a light blue shirt, bright modern office in the background, shallow depth of field'),
  (13, 'professional headshot of model in a black turtleneck, bright modern office in the background, shallow depth of field'),
  (14, 'head-and-shoulders portrait of model in a grey suit with a subtle tie, bright modern office in the background, shallow depth of field'),
  (15, 'confident business portrait of model in a cream knit sweater, bright modern office in the background, shallow depth of field'),
  (16, 'professional headshot of model in a tailored camel coat, bright modern office in the background, shallow depth of field'),
  (17, 'head-and-shoulders portrait of model in a crisp white open-collar shirt, bright modern office in the background, shallow depth of field'),
  (18, 'confident business portrait of model in a dark green blazer, bright modern office in the background, shallow depth of field'),
  (19, 'professional headshot of model in a pinstripe suit, bright modern office in the background, shallow depth of field'),
  (20, 'head-and-shoulders portrait of model in a smart navy cardigan, bright modern office in the background, shallow depth of field'),
  (21, 'confident business portrait of model in a navy suit and white shirt, warm window light, neutral backdrop'),
  (22, 'professional headshot of model in a charcoal blazer over a light blue shirt, warm window light, neutral backdrop'),
  (23, 'head-and-shoulders portrait of model in a black turtleneck, warm window light, neutral backdrop'),
  (24, 'confident business portrait of model in a grey suit with a subtle tie, warm window light, neutral backdrop'),
  (25, 'professional headshot of model in a cream knit sweater, warm window light, neutral backdrop'),
  (26, 'head-and-shoulders portrait of model in a tailored camel coat, warm window light, neutral backdrop'),
  (27, 'confident business portrait of model in a crisp white open-collar shirt, warm window light, neutral backdrop'),
  (28, 'professional headshot of model in a dark green blazer, warm window light, neutral backdrop'),
  (29, 'head-and-shoulders portrait of model in a pinstripe suit, warm window light, neutral backdrop'),
  (30, 'confident business portrait of model in a smart navy cardigan, warm window light, neutral backdrop')
) as v(position, prompt);

insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'corporate-portraits'), v.position, v.prompt from (values
  (1, 'corporate portrait of model standing in a glass-walled boardroom, wearing a dark suit, cinematic light'),
  (2, 'executive portrait of model leaning on a desk in a corner office, wearing a dark suit, cinematic light'),
  (3, 'editorial business photo of model with arms crossed in a marble lobby, wearing a dark suit, cinematic light'),
  (4, 'corporate portrait of model seated at a conference table, wearing a dark suit, cinematic light'),
  (5, 'executive portrait of model walking through a modern atrium, wearing a dark suit, cinematic light'),
  (6, 'editorial business photo of model on a rooftop terrace above the city, wearing a dark suit, cinematic light'),
  (7, 'corporate portrait of model presenting at a whiteboard, wearing a dark suit, cinematic light'),
  (8, 'executive portrait of model beside floor-to-ceiling windows, wearing a dark suit, cinematic light'),
  (9, 'editorial business photo of model in a library with wooden shelves, wearing a dark suit, cinematic light'),
  (10, 'corporate portrait of model at a standing desk with a laptop, wearing a dark suit, cinematic light'),
  (11, 'executive portrait of model standing in a glass-walled boardroom, in smart business attire, natural daylight'),
  (12, 'editorial business photo of model leaning on a desk in a corner office, in smart business attire, natural daylight'),
  (13, 'corporate portrait of model with arms crossed in a marble lobby, in smart business attire, natural daylight'),
  (14, 'executive portrait of model seated at a conference table, in smart business attire, natural daylight'),
  (15, 'editorial business photo of model walking through a modern atrium, in smart business attire, natural daylight'),
  (16, 'corporate portrait of model on a rooftop terrace above the city, in smart business attire, natural daylight'),
  (17, 'executive portrait of model presenting at a whiteboard, in smart business attire, natural daylight'),
  (18, 'editorial business photo of model beside floor-to-ceiling windows, in smart business attire, natural daylight'),
  (19, 'corporate portrait of model in a library with wooden shelves, in smart business attire, natural daylight'),
  (20, 'executive portrait of model at a standing desk with a laptop, in smart business attire, natural daylight'),
  (21, 'editorial business photo of model standing in a glass-walled boardroom, in a tailored blazer, soft rim light'),
  (22, 'corporate portrait of model leaning on a desk in a corner office, in a tailored blazer, soft rim light'),
  (23, 'executive portrait of model with arms crossed in a marble lobby, in a tailored blazer, soft rim light'),
  (24, 'editorial business photo of model seated at a conference table, in a tailored blazer, soft rim light'),
  (25, 'corporate portrait of model walking through a modern atrium, in a tailored blazer, soft rim light'),
  (26, 'executive portrait of model on a rooftop terrace above the city, in a tailored blazer, soft rim light'),
  (27, 'editorial business photo of model presenting at a whiteboard, in a tailored blazer, soft rim light'),
  (28, 'corporate portrait of model beside floor-to-ceiling windows, in a tailored blazer, soft rim light'),
  (29, 'executive portrait of model in a library with wooden shelves, in a tailored blazer, soft rim light'),
  (30, 'editorial business photo of model at a standing desk with a laptop, in a tailored blazer, soft rim light')
) as v(position, prompt);

insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'dating-profile'), v.position, v.prompt from (values
  (1, 'candid photo of model laughing in a cosy coffee shop, golden hour light, shallow depth of field'),
  (2, 'natural smiling portrait of model walking a dog in a leafy park, golden hour light, shallow depth of field'),
  (3, 'relaxed lifestyle photo of model holding a glass of wine on a rooftop bar, golden hour light, shallow depth of field'),
  (4, 'candid photo of model cooking in a bright kitchen, golden hour light, shallow depth of field'),
  (5, 'natural smiling portrait of model reading a book on a sunny balcony, golden hour light, shallow depth of field'),
  (6, 'relaxed lifestyle photo of model riding a bicycle along the river, golden hour light, shallow depth of field'),
  (7, 'candid photo of model browsing a farmers market, golden hour light, shallow depth of field'),
  (8, 'natural smiling portrait of model playing guitar on a sofa, golden hour light, shallow depth of field'),
  (9, 'relaxed lifestyle photo of model on a beach boardwalk, golden hour light, shallow depth of field'),
  (10, 'candid photo of model at an art gallery opening, golden hour light, shallow depth of field'),
  (11, 'natural smiling portrait of model laughing in a cosy coffee shop, soft natural daylight, casual outfit'),
  (12, 'relaxed lifestyle photo of model walking a dog in a leafy park, soft natural daylight, casual outfit'),
  (13, 'candid photo of model holding a glass of wine on a rooftop bar, soft natural daylight, casual outfit'),
  (14, 'natural smiling portrait of model cooking in a bright kitchen, soft natural daylight, casual outfit'),
  (15, 'relaxed lifestyle photo of model reading a book on a sunny balcony, soft natural daylight, casual outfit'),
  (16, 'candid photo of model riding a bicycle along the river, soft natural daylight, casual outfit'),
  (17, 'natural smiling portrait of model browsing a farmers market, soft natural daylight, casual outfit'),
  (18, 'relaxed lifestyle photo of model playing guitar on a sofa, soft natural daylight, casual outfit'),
  (19, 'candid photo of model on a beach boardwalk, soft natural daylight, casual outfit'),
  (20, 'natural smiling portrait of model at an art gallery opening, soft natural daylight, casual outfit'),
  (21, 'relaxed lifestyle photo of model laughing in a cosy coffee shop, warm evening light, smart casual outfit'),
  (22, 'candid photo of model walking a dog in a leafy park, warm evening light, smart casual outfit'),
  (23, 'natural smiling portrait of model holding a glass of wine on a rooftop bar, warm evening light, smart casual outfit'),
  (24, 'relaxed lifestyle photo of model cooking in a bright kitchen, warm evening light, smart casual outfit'),
  (25, 'candid photo of model reading a book on a sunny balcony, warm evening light, smart casual outfit'),
  (26, 'natural smiling portrait of model riding a bicycle along the river, warm evening light, smart casual outfit'),
  (27, 'relaxed lifestyle photo of model browsing a farmers market, warm evening light, smart casual outfit'),
  (28, 'candid photo of model playing guitar on a sofa, warm evening light, smart casual outfit'),
  (29, 'natural smiling portrait of model on a beach boardwalk, warm evening light, smart casual outfit'),
  (30, 'relaxed lifestyle photo of model at an art gallery opening, warm evening light, smart casual outfit')
) as v(position, prompt);

insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'influencer-lifestyle'), v.position, v.prompt from (values
  (1, 'instagram lifestyle photo of model sipping an iced latte in a pastel cafe, trendy outfit, vibrant colours'),
  (2, 'fashion editorial photo of model crossing a busy city street, trendy outfit, vibrant colours'),
  (3, 'street style photo of model posing by a pink flower wall, trendy outfit, vibrant colours'),
  (4, 'instagram lifestyle photo of model sitting on the steps of a brownstone, trendy outfit, vibrant colours'),
  (5, 'fashion editorial photo of model shopping in a boutique, trendy outfit, vibrant colours'),
  (6, 'street style photo of model relaxing in a hotel suite, trendy outfit, vibrant colours'),
  (7, 'instagram lifestyle photo of model at a rooftop pool, trendy outfit, vibrant colours'),
  (8, 'fashion editorial photo of model in a vintage convertible, trendy outfit, vibrant colours'),
  (9, 'street style photo of model under neon signs at night, trendy outfit, vibrant colours'),
  (10, 'instagram lifestyle photo of model in a minimalist loft apartment, trendy outfit, vibrant colours'),
  (11, 'fashion editorial photo of model sipping an iced latte in a pastel cafe, oversized blazer and sunglasses, bright daylight'),
  (12, 'street style photo of model crossing a busy city street, oversized blazer and sunglasses, bright daylight'),
  (13, 'instagram lifestyle photo of model posing by a pink flower wall, oversized blazer and sunglasses, bright daylight'),
  (14, 'fashion editorial photo of model sitting on the steps of a brownstone, oversized blazer and sunglasses, bright daylight'),
  (15, 'street style photo of model shopping in a boutique, oversized blazer and sunglasses, bright daylight'),
  (16, 'instagram lifestyle photo of model relaxing in a hotel suite, oversized blazer and sunglasses, bright daylight'),
  (17, 'fashion editorial photo of model at a rooftop pool, oversized blazer and sunglasses, bright daylight'),
  (18, 'street style photo of model in a vintage convertible, oversized blazer and sunglasses, bright daylight'),
  (19, 'instagram lifestyle photo of model under neon signs at night, oversized blazer and sunglasses, bright daylight'),
  (20, 'fashion editorial photo of model in a minimalist loft apartment, oversized blazer and sunglasses, bright daylight'),
  (21, 'street style photo of model sipping an iced latte in a pastel cafe, monochrome outfit, soft diffused light'),
  (22, 'instagram lifestyle photo of model crossing a busy city street, monochrome outfit, soft diffused light'),
  (23, 'fashion editorial photo of model posing by a pink flower wall, monochrome outfit, soft diffused light'),
  (24, 'street style photo of model sitting on the steps of a brownstone, monochrome outfit, soft diffused light'),
  (25, 'instagram lifestyle photo of model shopping in a boutique, monochrome outfit, soft diffused light'),
  (26, 'fashion editorial photo of model relaxing in a hotel suite, monochrome outfit, soft diffused light'),
  (27, 'street style photo of model at a rooftop pool, monochrome outfit, soft diffused light'),
  (28, 'instagram lifestyle photo of model in a vintage convertible, monochrome outfit, soft diffused light'),
  (29, 'fashion editorial photo of model under neon signs at night, monochrome outfit, soft diffused light'),
  (30, 'street style photo of model in a minimalist loft apartment, monochrome outfit, soft diffused light')
) as v(position, prompt);

insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'travel-adventures'), v.position, v.prompt from (values
  (1, 'travel photo of model on a cliff above the Amalfi coast, sunrise light, backpack and casual outfit'),
  (2, 'wide adventure photo of model in front of the Eiffel Tower, sunrise light, backpack and casual outfit'),
  (3, 'vacation portrait of model hiking a mountain ridge in the Alps, sunrise light, backpack and casual outfit'),
  (4, 'travel photo of model on a white sand beach in the Maldives, sunrise light, backpack and casual outfit'),
  (5, 'wide adventure photo of model in a narrow street in Kyoto, sunrise light, backpack and casual outfit'),
  (6, 'vacation portrait of model on a boat in the Norwegian fjords, sunrise light, backpack and casual outfit'),
  (7, 'travel photo of model at a desert camp in Morocco, sunrise light, backpack and casual outfit'),
  (8, 'wide adventure photo of model in a colourful market in Marrakesh, sunrise light, backpack and casual outfit'),
  (9, 'vacation portrait of model by a waterfall in Iceland, sunrise light, backpack and casual outfit'),
  (10, 'travel photo of model on a hot air balloon over Cappadocia, sunrise light, backpack and casual outfit'),
  (11, 'wide adventure photo of model on a cliff above the Amalfi coast, bright midday sun, summer outfit'),
  (12, 'vacation portrait of model in front of the Eiffel Tower, bright midday sun, summer outfit'),
  (13, 'travel photo of model hiking a mountain ridge in the Alps, bright midday sun, summer outfit'),
  (14, 'wide adventure photo of model on a white sand beach in the Maldives, bright midday sun, summer outfit'),
  (15, 'vacation portrait of model in a narrow street in Kyoto, bright midday sun, summer outfit'),
  (16, 'travel photo of model on a boat in the Norwegian fjords, bright midday sun, summer outfit'),
  (17, 'wide adventure photo of model at a desert camp in Morocco, bright midday sun, summer outfit'),
  (18, 'vacation portrait of model in a colourful market in Marrakesh, bright midday sun, summer outfit'),
  (19, 'travel photo of model by a waterfall in Iceland, bright midday sun, summer outfit'),
  (20, 'wide adventure photo of model on a hot air balloon over Cappadocia, bright midday sun, summer outfit'),
  (21, 'vacation portrait of model on a cliff above the Amalfi coast, dramatic sunset sky, light jacket'),
  (22, 'travel photo of model in front of the Eiffel Tower, dramatic sunset sky, light jacket'),
  (23, 'wide adventure photo of model hiking a mountain ridge in the Alps, dramatic sunset sky, light jacket'),
  (24, 'vacation portrait of model on a white sand beach in the Maldives, dramatic sunset sky, light jacket'),
  (25, 'travel photo of model in a narrow street in Kyoto, dramatic sunset sky, light jacket'),
  (26, 'wide adventure photo of model on a boat in the Norwegian fjords, dramatic sunset sky, light jacket'),
  (27, 'vacation portrait of model at a desert camp in Morocco, dramatic sunset sky, light jacket'),
  (28, 'travel photo of model in a colourful market in Marrakesh, dramatic sunset sky, light jacket'),
  (29, 'wide adventure photo of model by a waterfall in Iceland, dramatic sunset sky, light jacket'),
  (30, 'vacation portrait of model on a hot air balloon over Cappadocia, dramatic sunset sky, light jacket')
) as v(position, prompt);

insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'fitness'), v.position, v.prompt from (values
  (1, 'athletic photo of model lifting dumbbells in a modern gym, sportswear, dramatic side light'),
  (2, 'fitness portrait of model running on a coastal trail, sportswear, dramatic side light'),
  (3, 'dynamic sports photo of model holding a yoga pose in a bright studio, sportswear, dramatic side light'),
  (4, 'athletic photo of model stretching on a track at dawn, sportswear, dramatic side light'),
  (5, 'fitness portrait of model on a spin bike in a fitness class, sportswear, dramatic side light'),
  (6, 'dynamic sports photo of model doing push-ups on a rooftop, sportswear, dramatic side light'),
  (7, 'athletic photo of model boxing with pads in a gritty gym, sportswear, dramatic side light'),
  (8, 'fitness portrait of model climbing an indoor bouldering wall, sportswear, dramatic side light'),
  (9, 'dynamic sports photo of model cycling on a mountain road, sportswear, dramatic side light'),
  (10, 'athletic photo of model resting with a water bottle after a workout, sportswear, dramatic side light'),
  (11, 'fitness portrait of model lifting dumbbells in a modern gym, athletic outfit, bright morning light'),
  (12, 'dynamic sports photo of model running on a coastal trail, athletic outfit, bright morning light'),
  (13, 'athletic photo of model holding a yoga pose in a bright studio, athletic outfit, bright morning light'),
  (14, 'fitness portrait of model stretching on a track at dawn, athletic outfit, bright morning light'),
  (15, 'dynamic sports photo of model on a spin bike in a fitness class, athletic outfit, bright morning light'),
  (16, 'athletic photo of model doing push-ups on a rooftop, athletic outfit, bright morning light'),
  (17, 'fitness portrait of model boxing with pads in a gritty gym, athletic outfit, bright morning light'),
  (18, 'dynamic sports photo of model climbing an indoor bouldering wall, athletic outfit, bright morning light'),
  (19, 'athletic photo of model cycling on a mountain road, athletic outfit, bright morning light'),
  (20, 'fitness portrait of model resting with a water bottle after a workout, athletic outfit, bright morning light'),
  (21, 'dynamic sports photo of model lifting dumbbells in a modern gym, training gear, high contrast light'),
  (22, 'athletic photo of model running on a coastal trail, training gear, high contrast light'),
  (23, 'fitness portrait of model holding a yoga pose in a bright studio, training gear, high contrast light'),
  (24, 'dynamic sports photo of model stretching on a track at dawn, training gear, high contrast light'),
  (25, 'athletic photo of model on a spin bike in a fitness class, training gear, high contrast light'),
  (26, 'fitness portrait of model doing push-ups on a rooftop, training gear, high contrast light'),
  (27, 'dynamic sports photo of model boxing with pads in a gritty gym, training gear, high contrast light'),
  (28, 'athletic photo of model climbing an indoor bouldering wall, training gear, high contrast light'),
  (29, 'fitness portrait of model cycling on a mountain road, training gear, high contrast light'),
  (30, 'dynamic sports photo of model resting with a water bottle after a workout, training gear, high contrast light')
) as v(position, prompt);

-- Starters make the same 30 photos as the pack they start from.
insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'linkedin-headshots-starter'), position, prompt from photo_pack_prompts
where pack_id = (select id from photo_packs where reference = 'linkedin-headshots');
insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'dating-profile-starter'), position, prompt from photo_pack_prompts
where pack_id = (select id from photo_packs where reference = 'dating-profile');
insert into photo_pack_prompts (pack_id, position, prompt)
select (select id from photo_packs where reference = 'influencer-lifestyle-starter'), position, prompt from photo_pack_prompts
where pack_id = (select id from photo_packs where reference = 'influencer-lifestyle');
