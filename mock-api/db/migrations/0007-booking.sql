-- Booking (spec 02 sections 3, 7 and 9). What each hotel sells (room types, rate plans, nightly prices,
-- taxes and fees, inventory) and what a browser holds while it books (a booking session and its carts).
-- Guest information, payment and order creation come with the next two booking issues: their columns
-- and tables are here already, empty, so those issues add behaviour rather than reshape these tables.
-- Hotel-owned rows go with their hotel (on delete cascade), as photos and amenities do.

-- Spec 9 room codes. One code can sit in several categories (V9 is a room feature, a feather code and
-- a pillow code), so a code is known by its category and itself.
create table room_feature_codes (
  category_code text not null check (category_code ~ '^[A-Z_]{2,20}$'),
  code text not null check (code ~ '^[A-Z0-9]{2}$'),
  description text not null,
  primary key (category_code, code)
);

-- The kinds of room a hotel sells (spec 3, product: inventoryTypeCode). The hotel's lowest sort_order
-- is its standard room: the points plus cash upgrade starts from it. points_premium is what a night of
-- this room costs in points over the hotel's award chart (0 for the standard room).
create table room_types (
  hotel_code text not null references hotels (code) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9]{2,8}$'),
  name text not null,
  description text not null,
  bedding text not null,
  size_square_meters integer not null check (size_square_meters > 0),
  max_occupancy integer not null check (max_occupancy between 1 and 14),
  points_premium integer not null default 0 check (points_premium >= 0),
  sort_order integer not null,
  primary key (hotel_code, code),
  unique (hotel_code, sort_order)
);

create table room_type_features (
  hotel_code text not null,
  room_type_code text not null,
  position integer not null check (position >= 1),
  category_code text not null,
  code text not null,
  primary key (hotel_code, room_type_code, position),
  foreign key (hotel_code, room_type_code) references room_types (hotel_code, code) on delete cascade,
  foreign key (category_code, code) references room_feature_codes (category_code, code)
);

-- Room photos are drawn by the API like hotel photos: `path` is where the image route finds them.
create table room_type_images (
  hotel_code text not null,
  room_type_code text not null,
  position integer not null check (position >= 1),
  path text not null unique check (path ~ '^/images/rooms/[a-z0-9-]+\.svg$'),
  caption text not null,
  primary key (hotel_code, room_type_code, position),
  foreign key (hotel_code, room_type_code) references room_types (hotel_code, code) on delete cascade
);

-- What a hotel charges on top of a room's price, and where it sits on the award chart. Taxes are a
-- percentage in basis points (1475 is 14.75 %) of each night's cash price, plus a fee per room and
-- night in the currency's minor units.
create table hotel_booking_terms (
  hotel_code text primary key references hotels (code) on delete cascade,
  award_category integer not null check (award_category between 1 and 8),
  tax_basis_points integer not null check (tax_basis_points between 0 and 5000),
  fee_per_room_night_minor integer not null check (fee_per_room_night_minor >= 0)
);

-- Points a night of a standard room costs, by the hotel's award category and the night's season.
create table award_chart (
  award_category integer not null check (award_category between 1 and 8),
  season text not null check (season in ('OFF_PEAK', 'STANDARD', 'PEAK')),
  points_per_night integer not null check (points_per_night > 0),
  primary key (award_category, season)
);

-- The ways a hotel sells its rooms (spec 9 rate modes). Cash rates are priced off the flexible rate
-- (the nightly price) by discount_basis_points; a cash-and-points rate pays points_share_basis_points
-- of the night in points and the rest of the flexible rate in cash; the upgrade pays the standard
-- room's points plus the cash difference to this room. Free cancellation ends at 16:00 UTC
-- free_cancellation_days before arrival; a prepaid, non-refundable rate is never free to cancel.
create table rate_plans (
  hotel_code text not null references hotels (code) on delete cascade,
  code text not null check (code ~ '^[A-Z_]{2,16}$'),
  name text not null,
  mode text not null check (mode in ('CASH', 'POINTS', 'CASH_AND_POINTS', 'POINTS_PLUS_CASH_UPGRADE')),
  is_member_rate boolean not null,
  is_prepaid_non_refundable boolean not null,
  discount_basis_points integer not null default 0 check (discount_basis_points between 0 and 9999),
  points_share_basis_points integer not null default 0 check (points_share_basis_points between 0 and 9999),
  free_cancellation_days integer check (free_cancellation_days between 0 and 30),
  sort_order integer not null,
  primary key (hotel_code, code),
  check (mode = 'CASH' or discount_basis_points = 0),
  check ((mode = 'CASH_AND_POINTS') = (points_share_basis_points > 0)),
  check (is_prepaid_non_refundable = (free_cancellation_days is null))
);

-- Spec 3 rules text: each line of a plan's terms in each locale it is written in.
create table rate_plan_rules (
  hotel_code text not null,
  rate_plan_code text not null,
  locale text not null check (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
  position integer not null check (position >= 1),
  text text not null,
  primary key (hotel_code, rate_plan_code, locale, position),
  foreign key (hotel_code, rate_plan_code) references rate_plans (hotel_code, code) on delete cascade
);

-- The flexible rate of a room for one night, before taxes, in the hotel currency's minor units, and
-- the night's season (which prices points). Every other rate is computed from it.
create table nightly_prices (
  hotel_code text not null,
  room_type_code text not null,
  night date not null,
  flexible_price_minor integer not null check (flexible_price_minor > 0),
  season text not null check (season in ('OFF_PEAK', 'STANDARD', 'PEAK')),
  primary key (hotel_code, room_type_code, night),
  foreign key (hotel_code, room_type_code) references room_types (hotel_code, code) on delete cascade
);

-- Rooms of a type for one night. What is free is always rooms_total - rooms_sold, computed when asked,
-- never stored; an order takes rooms (rooms_sold + n) in the transaction that creates it.
create table room_inventory (
  hotel_code text not null,
  room_type_code text not null,
  night date not null,
  rooms_total integer not null check (rooms_total >= 0),
  rooms_sold integer not null default 0 check (rooms_sold >= 0),
  primary key (hotel_code, room_type_code, night),
  foreign key (hotel_code, room_type_code) references room_types (hotel_code, code) on delete cascade,
  check (rooms_sold <= rooms_total)
);

-- A member's points as entries (an opening balance, later redemptions and their refunds), so the
-- balance is their sum and every change is kept; an order writes its entry in its own transaction.
create table member_points_entries (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  points integer not null check (points <> 0),
  reason text not null check (reason ~ '^[A-Z_]{2,40}$'),
  order_id bigint references orders (id),
  created_at timestamptz not null
);
create index member_points_entries_member_idx on member_points_entries (member_id);

-- A browser's booking session: the browser holds a random token in an httpOnly cookie; only its
-- SHA-256 is stored, as for sign-in sessions and lookup grants. It ends after 30 minutes without a
-- booking call (shared/booking/booking-timers.ts); ended sessions are kept so the pages can say so.
create table booking_sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  created_at timestamptz not null,
  last_active_at timestamptz not null
);

-- A selected rate held for one stay (spec 3, the order-to-be). The id is the only way to name it: 192
-- random bits, base64url. It belongs to one booking session, and is read or changed only by it. A
-- change quotes revision_number and bumps it; expires_at is the end of the price hold. request_hash
-- is what the creating call asked, so a repeat of its idempotency key with another selection is
-- refused rather than answered with a cart it did not ask for. The taxes are held with the prices.
create table carts (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{32}$'),
  booking_session_id bigint not null references booking_sessions (id),
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  request_hash text not null,
  revision_number integer not null default 1 check (revision_number >= 1),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  expires_at timestamptz not null,
  -- The member signed in when it was last priced: a member or points rate was priced for them.
  member_id bigint references members (id),
  hotel_code text not null references hotels (code),
  check_in date not null,
  check_out date not null,
  num_rooms integer not null check (num_rooms >= 1),
  adults_per_room integer not null check (adults_per_room >= 1),
  children_per_room integer not null check (children_per_room >= 0),
  rewards_redemption boolean not null,
  room_type_code text not null,
  rate_plan_code text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  tax_basis_points integer not null check (tax_basis_points >= 0),
  fee_per_room_night_minor integer not null check (fee_per_room_night_minor >= 0),
  -- Payment (booking part 3): the token the payment overlay's tokenising call answered; never a card number.
  payment_token text,
  unique (booking_session_id, idempotency_key),
  check (check_out > check_in),
  check (expires_at > created_at),
  foreign key (hotel_code, room_type_code) references room_types (hotel_code, code),
  foreign key (hotel_code, rate_plan_code) references rate_plans (hotel_code, code)
);

-- The prices a cart holds, per room and night: cash before taxes (null for pure points), points (null
-- for cash rates), and the flexible rate of that night, which the was-price compares against.
create table cart_nights (
  cart_id text not null references carts (id) on delete cascade,
  night date not null,
  cash_minor integer check (cash_minor >= 0),
  points integer check (points > 0),
  flexible_price_minor integer not null check (flexible_price_minor > 0),
  primary key (cart_id, night),
  check (cash_minor is not null or points is not null)
);

-- Guest information (booking part 2): the primary guest of a cart (spec 3, guest profile).
create table cart_guests (
  cart_id text primary key references carts (id) on delete cascade,
  title text,
  given_name text not null,
  surname text not null,
  email text not null,
  phone text,
  address_line1 text,
  address_line2 text,
  city text,
  state_province_code text,
  country_code text not null check (country_code ~ '^[A-Z]{2}$'),
  postal_code text,
  updated_at timestamptz not null
);

-- Order creation (booking part 3): every booking request's idempotency key, per booking session, so a
-- repeated request answers the order the first one made; a cart becomes at most one order.
create table booking_requests (
  booking_session_id bigint not null references booking_sessions (id),
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  cart_id text not null references carts (id),
  order_id bigint references orders (id),
  created_at timestamptz not null,
  primary key (booking_session_id, idempotency_key)
);
create unique index booking_requests_one_order_per_cart_idx on booking_requests (cart_id) where order_id is not null;

-- E-mail and SMS never leave the machine (ARCHITECTURE, booking): they are written here, in the
-- transaction of what they announce, and the guest can read those of their own booking.
create table outbox_messages (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id),
  channel text not null check (channel in ('EMAIL', 'SMS')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null
);
create index outbox_messages_order_idx on outbox_messages (order_id);
