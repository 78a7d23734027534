-- Orders (spec 02 section 3): the rooms booked together at one hotel, each room a reservation with its
-- own confirmation number. A change to an order must quote its revision_number and bumps it, so two
-- windows cannot both act on what they read. Cancelling records the cancellation on the room: no row
-- is ever deleted.
create table orders (
  id bigint generated always as identity primary key,
  member_id bigint references members (id),
  hotel_code text not null references hotels (code),
  revision_number integer not null default 1 check (revision_number >= 1),
  created_at timestamptz not null default now()
);
-- My trips: a member's orders.
create index orders_member_idx on orders (member_id);

-- Every reservation stored before orders existed becomes an order of its own, with its member and hotel.
alter table reservations add column order_id bigint;
update reservations set order_id = nextval(pg_get_serial_sequence('orders', 'id'));
insert into orders (id, member_id, hotel_code, created_at) overriding system value
  select order_id, member_id, hotel_code, created_at from reservations;
alter table reservations alter column order_id set not null;
alter table reservations add constraint reservations_order_fk foreign key (order_id) references orders (id);

-- The room's place in its order; the unique index also finds an order's rooms in booking order.
alter table reservations add column room_ordinal integer not null default 1 check (room_ordinal >= 1);
alter table reservations add constraint reservations_order_room_unique unique (order_id, room_ordinal);
alter table reservations add column revision_number integer not null default 1 check (revision_number >= 1);

-- The room booked (spec 3, product). Rooms carried over keep their room type as the room's name; the
-- seed completes a fixture room whose inventory_type_code is still the empty default.
alter table reservations rename column room_type to room_name;
alter table reservations add column inventory_type_code text not null default '';
alter table reservations add column room_description text not null default '';
alter table reservations add column room_features text[] not null default '{}';
alter table reservations add column adults integer not null default 1 check (adults >= 1);
alter table reservations add column children integer not null default 0 check (children >= 0);

-- Prices in the currency's minor units (45900 USD is 459.00): the nightly rate before taxes, and the
-- taxes and fees of the whole stay. Rooms carried over are priced in their hotel's currency.
alter table reservations add column currency text;
update reservations r set currency = upper(h.currency) from hotels h where h.code = r.hotel_code;
alter table reservations alter column currency set not null;
alter table reservations add constraint reservations_currency_iso check (currency ~ '^[A-Z]{3}$');
alter table reservations add column nightly_rate_minor integer not null default 0 check (nightly_rate_minor >= 0);
alter table reservations add column taxes_minor integer not null default 0 check (taxes_minor >= 0);
alter table reservations add column is_member_rate boolean not null default false;

-- Cancellation terms: free before free_cancellation_until (null: never free), the late charge after.
alter table reservations add column free_cancellation_until timestamptz;
alter table reservations add column late_cancellation_charge_minor integer not null default 0 check (late_cancellation_charge_minor >= 0);

-- Spec 3, Suite Night Award statuses; null when none was requested.
alter table reservations add column suite_night_award text
  check (suite_night_award in ('requested', 'guaranteed', 'pending', 'denied', 'removed', 'forfeited', 'cancelled'));

-- What the hotel recorded of the stay: online check-in (from the day before arrival), arrival, departure.
alter table reservations add column checked_in_online_at timestamptz;
alter table reservations add column checked_in_at timestamptz;
alter table reservations add column checked_out_at timestamptz;
alter table reservations add constraint reservations_departure_after_arrival check (checked_out_at is null or checked_in_at is not null);

-- A cancellation, kept on the room. Numbers come from one sequence, so no two rooms share one.
create sequence cancellation_numbers start with 60000001;
alter table reservations add column cancelled_at timestamptz;
alter table reservations add column cancellation_number text unique;
alter table reservations add column cancellation_charge_minor integer check (cancellation_charge_minor >= 0);
update reservations
   set cancelled_at = created_at, cancellation_number = nextval('cancellation_numbers')::text, cancellation_charge_minor = 0
 where status = 'CANCELLED';
alter table reservations add constraint reservations_cancellation_whole check (
  (status = 'CANCELLED') = (cancelled_at is not null)
  and (cancelled_at is null) = (cancellation_number is null)
  and (cancelled_at is null) = (cancellation_charge_minor is null)
);

-- The names on each room (spec 3, guest profile), in the order given; one of them is the primary guest.
create table reservation_guests (
  confirmation_number text not null references reservations (confirmation_number),
  position integer not null check (position >= 1),
  title text,
  given_name text not null,
  surname text not null,
  is_primary boolean not null default false,
  primary key (confirmation_number, position)
);
create unique index reservation_guests_one_primary_idx on reservation_guests (confirmation_number) where is_primary;
insert into reservation_guests (confirmation_number, position, given_name, surname, is_primary)
  select confirmation_number, 1, guest_first_name, guest_last_name, true from reservations;

-- Member and hotel now belong to the order, and names to the guests: one place for each.
alter table reservations drop column guest_first_name;
alter table reservations drop column guest_last_name;
alter table reservations drop column member_id;
alter table reservations drop column hotel_code;

-- A visitor's lookup (confirmation number and last name) lets that browser see the reservation's order
-- until expires_at. The browser holds a random token; only its SHA-256 is stored, so a leaked table
-- cannot be replayed as cookies. One token gathers every reservation the browser looked up.
create table reservation_lookup_grants (
  token_hash text not null,
  confirmation_number text not null references reservations (confirmation_number),
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (token_hash, confirmation_number),
  check (expires_at > granted_at)
);
-- Grants long expired are swept by this index.
create index reservation_lookup_grants_expires_idx on reservation_lookup_grants (expires_at);
