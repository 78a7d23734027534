-- Hotel content for the detail dialog, the review page and the hotel header (spec section 3). Every
-- new column has a default, so hotels stored before this migration stay valid; the seed fills in the
-- fixture hotels' content afterwards.
alter table hotels add column description text not null default '';
alter table hotels add column check_in_time time not null default '15:00';
alter table hotels add column check_out_time time not null default '11:00';
alter table hotels add column room_count integer not null default 0 check (room_count >= 0);
alter table hotels add column pet_policy text not null default '';
alter table hotels add column parking text not null default '';
-- The alternate logo (media.hotelLogo): a path on the image cache domain and its text, both or neither.
alter table hotels add column alternate_logo_src text;
alter table hotels add column alternate_logo_alt text;
alter table hotels add constraint hotels_alternate_logo_whole check ((alternate_logo_src is null) = (alternate_logo_alt is null));

-- The wordmark and colour each brand's logo is drawn with; hotels name their brand by code.
create table brands (
  code text primary key check (code = upper(code)),
  wordmark text not null,
  colour text not null check (colour ~ '^#[0-9a-f]{6}$')
);

-- Notices a hotel shows while they apply (both days included), such as works on the pool.
create table hotel_alerts (
  id bigint generated always as identity primary key,
  hotel_code text not null references hotels (code) on delete cascade,
  message text not null,
  starts_on date not null,
  ends_on date not null,
  check (ends_on >= starts_on)
);
create index hotel_alerts_hotel_idx on hotel_alerts (hotel_code, starts_on);

-- Guests' reviews. stayed_on is the month of the stay, stored as its first day.
create table hotel_reviews (
  id bigint generated always as identity primary key,
  hotel_code text not null references hotels (code) on delete cascade,
  author text not null,
  rating integer not null check (rating between 1 and 5),
  title text not null,
  text text not null,
  stayed_on date not null check (extract(day from stayed_on) = 1),
  created_at timestamptz not null default now()
);
create index hotel_reviews_hotel_idx on hotel_reviews (hotel_code, created_at);

-- Entries of the content service (spec section 7), found by taxonomies, type and locale. images is a
-- JSON array of {imageFile, altText}, answered as it is stored.
create table content_entries (
  id bigint generated always as identity primary key,
  name text not null,
  type text not null,
  locale text not null,
  taxonomies text[] not null default '{}',
  images jsonb not null default '[]' check (jsonb_typeof(images) = 'array'),
  link text,
  unique (name, locale)
);
create index content_entries_taxonomies_idx on content_entries using gin (taxonomies);

-- The images are drawn as SVG by the API (mock-api/images), so stored photo addresses say so.
update hotel_photos set url = regexp_replace(url, '\.jpg$', '.svg') where url like '/images/hotels/%.jpg';
update hotels set primary_image_url = regexp_replace(primary_image_url, '\.jpg$', '.svg') where primary_image_url like '/images/hotels/%.jpg';
