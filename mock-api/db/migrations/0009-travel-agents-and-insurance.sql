-- Travel agents, AAA numbers and travel insurance (spec 02 sections 3, 4, 7 and 8). Standalone: it
-- needs only members, hotels, orders and carts, not the guest-information tables of 0008.

-- The agencies IATA vouches for. An IATA number is 8 digits whose last is the first seven modulo 7
-- (shared/validation/iata-number.ts), checked here too so no malformed number can be stored. status
-- 'flagged-for-fraud' refuses every booking naming the agency (E_FRAUD_ALERT). programme binds the
-- number to a travel-agent programme: only a member enrolled in it may book under it (E_BAD_HSSMMP_ID),
-- and the programme's limits apply. An agency with no programme is any booker's agent (commission only).
create table travel_agencies (
  iata_number text primary key check (iata_number ~ '^[0-9]{8}$' and substr(iata_number, 1, 7)::bigint % 7 = substr(iata_number, 8, 1)::int),
  name text not null check (length(name) between 1 and 120),
  status text not null check (status in ('verified', 'flagged-for-fraud')),
  programme text check (programme in ('planAgent', 'famAgent', 'travelAgent'))
);

-- The agency an order was booked through, so commission and audits can find it; null for most orders.
alter table orders add column iata_number text references travel_agencies (iata_number);

-- A member's bookings under a travel-agent programme: what its limits count (spec 8 E_MAX_BOOKINGS,
-- E_MAX_BOOK_ARRIVAL, E_REPEATED_HOTEL, E_NO_CERTS_LEFT). Order creation adds a row with its order;
-- order_id is null for bookings made before this site (the seeded history). A cancelled booking keeps
-- its row with cancelled_at set and counts no more. Rows go with their member or hotel.
create table travel_agent_bookings (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  programme text not null check (programme in ('planAgent', 'famAgent', 'travelAgent')),
  iata_number text not null references travel_agencies (iata_number),
  hotel_code text not null references hotels (code) on delete cascade,
  check_in date not null,
  nights integer not null check (nights between 1 and 365),
  order_id bigint references orders (id),
  booked_at timestamptz not null,
  cancelled_at timestamptz,
  check (cancelled_at is null or cancelled_at >= booked_at)
);
create index travel_agent_bookings_member_idx on travel_agent_bookings (member_id, programme);

-- Each passed travel-agent check of a cart, with what it checked (booker and stay), so the same
-- unchanged cart submitted again within seconds is seen as a double click (E_DOUBLE_CLICK). Written in
-- the transaction that saves the guest information, so a save that fails leaves no trace. Goes with
-- its cart.
create table travel_agent_checks (
  id bigint generated always as identity primary key,
  cart_id text not null references carts (id) on delete cascade,
  iata_number text not null references travel_agencies (iata_number),
  member_id bigint references members (id) on delete cascade,
  hotel_code text not null,
  check_in date not null,
  check_out date not null,
  checked_at timestamptz not null
);
create index travel_agent_checks_cart_idx on travel_agent_checks (cart_id, checked_at);

-- A member's AAA (or CAA) number (spec 7 AAA get/add/update): at most one, 16 digits, stored without
-- the spaces people type. Goes with its member.
create table member_aaa_numbers (
  member_id bigint primary key references members (id) on delete cascade,
  number text not null check (number ~ '^(620|429)[0-9]{13}$'),
  created_at timestamptz not null,
  updated_at timestamptz not null check (updated_at >= created_at)
);

-- Memberships the clubs report as lapsed: a well-formed number here is not a current membership
-- (spec 7 "AAA validate number"). The clubs' feed is a fixture; these are the demo's lapsed cards.
create table lapsed_aaa_memberships (
  number text primary key check (number ~ '^(620|429)[0-9]{13}$'),
  lapsed_on date not null
);
insert into lapsed_aaa_memberships (number, lapsed_on) values
  ('6201000000000004', date '2025-12-31'),
  ('4295550000000018', date '2026-03-31');

-- A priced travel insurance policy for a cart (spec 7 "travel insurance quote"): the premium and the
-- trip cost it covers, in minor units of the cart's currency, valid until expires_at. The id is 192
-- random bits like a cart's, so quotes cannot be guessed. Goes with its cart.
create table travel_insurance_quotes (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{32}$'),
  cart_id text not null references carts (id) on delete cascade,
  premium_minor integer not null check (premium_minor > 0),
  covered_trip_cost_minor integer not null check (covered_trip_cost_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at)
);
create index travel_insurance_quotes_cart_idx on travel_insurance_quotes (cart_id);

-- The policy added to a cart (spec 7 "update insurance cart"; spec 4 insuranceAdded): at most one per
-- cart, at the premium quoted. Goes with its cart; its quote stays while it is added.
create table cart_insurance (
  cart_id text primary key references carts (id) on delete cascade,
  quote_id text not null references travel_insurance_quotes (id) on delete cascade,
  premium_minor integer not null check (premium_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  added_at timestamptz not null
);
