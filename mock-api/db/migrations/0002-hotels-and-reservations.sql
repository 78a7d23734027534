create table hotels (
  code text primary key check (code = upper(code)),
  seo_nickname text not null unique,
  name text not null,
  brand_code text not null,
  address_line1 text not null,
  address_line2 text,
  address_line3 text,
  city text not null,
  state_province_code text,
  state_province_name text,
  country_code text not null,
  country_name text not null,
  postal_code text,
  latitude double precision not null,
  longitude double precision not null,
  phone text not null,
  currency text not null,
  stars numeric(2, 1) not null default 0,
  review_count integer not null default 0,
  website_url text,
  primary_image_url text
);

create table hotel_photos (
  hotel_code text not null references hotels (code) on delete cascade,
  position integer not null,
  url text not null,
  caption text not null,
  primary key (hotel_code, position)
);

create table hotel_amenities (
  hotel_code text not null references hotels (code) on delete cascade,
  name text not null,
  primary key (hotel_code, name)
);

create table saved_properties (
  member_id bigint not null references members (id) on delete cascade,
  hotel_code text not null references hotels (code),
  saved_at timestamptz not null default now(),
  primary key (member_id, hotel_code)
);

create table reservations (
  confirmation_number text primary key,
  member_id bigint references members (id),
  hotel_code text not null references hotels (code),
  guest_first_name text not null,
  guest_last_name text not null,
  check_in date not null,
  nights integer not null check (nights > 0),
  room_type text not null,
  rate_plan text not null,
  status text not null default 'CONFIRMED' check (status in ('CONFIRMED', 'CANCELLED')),
  created_at timestamptz not null default now()
);
create index reservations_member_idx on reservations (member_id);
create index reservations_hotel_idx on reservations (hotel_code);
