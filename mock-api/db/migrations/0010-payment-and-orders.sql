-- Payment and order creation (spec 02 sections 2, 4, 7, 8 and 9; booking part 3): the card vault and
-- saved cards, how each rate is paid, the order a cart becomes and everything that is one transaction
-- with it (rooms, inventory, points, the card's charge, the travel-insurance policy, the confirmation
-- e-mail), and the confirmation page's offers.

-- The card vault. Only the tokenising call of the overlay origin writes it and only the payment step
-- reads the number: AES-256-GCM under the vault key named by key_id (PAYMENT_VAULT_KEY, or the key file
-- the server generates with owner-only permissions), with its nonce and tag. The security code is checked
-- and dropped, never stored. Every other table knows a card by token, brand, last four and expiry only.
-- A token belongs to the booking session that made it, and to the member signed in then (if any).
create table payment_card_tokens (
  token text primary key check (token ~ '^tok_[A-Za-z0-9_-]{32}$'),
  brand text not null check (brand in ('VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY')),
  last_four text not null check (last_four ~ '^[0-9]{4}$'),
  expiry_month integer not null check (expiry_month between 1 and 12),
  expiry_year integer not null check (expiry_year between 2000 and 2200),
  cardholder_name text not null check (char_length(cardholder_name) between 1 and 60),
  key_id text not null check (key_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  number_ciphertext bytea not null,
  number_nonce bytea not null check (octet_length(number_nonce) = 12),
  number_tag bytea not null check (octet_length(number_tag) = 16),
  booking_session_id bigint references booking_sessions (id),
  member_id bigint references members (id) on delete cascade,
  created_at timestamptz not null
);
create index payment_card_tokens_session_idx on payment_card_tokens (booking_session_id);

-- A member's saved cards (spec 3 booking page default state: instant credit card, isNewCardSaved).
create table member_payment_cards (
  member_id bigint not null references members (id) on delete cascade,
  token text not null references payment_card_tokens (token) on delete cascade,
  saved_at timestamptz not null,
  primary key (member_id, token)
);

-- Spec 9 payment methods: how each rate is paid. 5.PMT (a card guarantee) is the default; 1.PMT charges
-- the whole stay at booking, 4.PMT the first night, 8.PMT half the stay; 25.PMT is the Plus guarantee of
-- an award stay (the card covers what the points do not).
alter table rate_plans add column payment_method_code text not null default '5.PMT'
  check (payment_method_code ~ '^[0-9]{1,2}\.PMT$');
update rate_plans set payment_method_code = '1.PMT' where is_prepaid_non_refundable;
update rate_plans set payment_method_code = '25.PMT' where mode = 'POINTS';
-- A resort takes the first night as a deposit on its flexible rates.
update rate_plans set payment_method_code = '4.PMT' where hotel_code = 'DXBBG' and code in ('FLEX', 'MEMBER');

-- The brands each hotel takes; every hotel takes the seven unless a row says otherwise here.
create table hotel_card_brands (
  hotel_code text not null references hotels (code) on delete cascade,
  brand text not null check (brand in ('VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY')),
  primary key (hotel_code, brand)
);
insert into hotel_card_brands (hotel_code, brand)
  select h.code, b.brand from hotels h cross join unnest(array['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY']) as b (brand);

-- The card a cart is paid with (0007 left payment_token empty for this issue), authorised by the
-- payment step for what the rate charges at booking, at the revision it was authorised for.
alter table carts add constraint carts_payment_token_fk foreign key (payment_token) references payment_card_tokens (token);
alter table carts add column payment_authorized_at timestamptz;
alter table carts add constraint carts_payment_whole check ((payment_token is null) = (payment_authorized_at is null));
-- Set in the transaction that makes the cart an order: a booked cart is never changed again.
alter table carts add column ordered_at timestamptz;

-- Every booking request (0007): one per idempotency key and session. A request is first claimed in a
-- short transaction of its own (started_at), so a second request for the same cart while the first is
-- booking is seen and answered E_DOUBLE_CLICK; it then ends booked (order_id) or failed (failure_code).
-- A claim left by a process that died is stale after a minute (createOrder's rule) and may be retried.
alter table booking_requests add column started_at timestamptz;
update booking_requests set started_at = created_at;
alter table booking_requests alter column started_at set not null;
alter table booking_requests add column finished_at timestamptz;
alter table booking_requests add column failure_code text check (failure_code ~ '^[A-Za-z0-9_-]{1,40}$');
alter table booking_requests add constraint booking_requests_outcome check (
  (order_id is null or failure_code is null) and ((order_id is null and failure_code is null) or finished_at is not null)
);
create index booking_requests_cart_idx on booking_requests (cart_id);

-- Confirmation numbers of booked rooms: 8 digits from 40000001, apart from the seeded 7, 8 and 9 series.
create sequence confirmation_numbers start with 40000001;

-- The order a cart became, and the browser that booked it: that browser may read the whole order (the
-- confirmation page) while its booking session lives, as a member may read their own.
alter table orders add column cart_id text unique references carts (id);
alter table orders add column booking_session_id bigint references booking_sessions (id);
-- The booker's contact from the guest form, for the confirmation e-mail and the share forms.
alter table orders add column contact_email text;
alter table orders add column contact_phone text check (contact_phone ~ '^[0-9]{7,16}$');
alter table orders add column contact_country_code text check (contact_country_code ~ '^[A-Z]{2}$');
-- How it was paid: the token (never the number), the spec 9 method and what was charged at booking.
alter table orders add column payment_token text references payment_card_tokens (token);
alter table orders add column payment_method_code text check (payment_method_code ~ '^[0-9]{1,2}\.PMT$');
alter table orders add column charged_at_booking_minor integer check (charged_at_booking_minor >= 0);
alter table orders add constraint orders_payment_whole check (
  (payment_token is null) = (payment_method_code is null) and (payment_token is null) = (charged_at_booking_minor is null)
);

-- What a booked room holds besides its price (0006): the rate plan code, points per night, whether it
-- took a room of inventory (rooms booked on this site; the seeded history did not), and the booker's
-- requests. Cancelling a room gives back its inventory and its points in the cancel's transaction.
alter table reservations add column rate_plan_code text;
alter table reservations add column points_per_night integer check (points_per_night > 0);
alter table reservations add column takes_inventory boolean not null default false;
alter table reservations add column room_request_codes text[] not null default '{}';
alter table reservations add column comments text check (char_length(comments) <= 250);
alter table reservations add column arrival_time text check (arrival_time ~ '^([01][0-9]|2[0-3]):00$');

-- The nightly cash of a booked room as the cart held it (one row per night): the summary of charges
-- lists every night, and a room booked on this site keeps them all.
create table reservation_nights (
  confirmation_number text not null references reservations (confirmation_number),
  night date not null,
  cash_minor integer check (cash_minor >= 0),
  points integer check (points > 0),
  primary key (confirmation_number, night),
  check (cash_minor is not null or points is not null)
);

-- Points bought with a booking (spec 3 redemption panel, buy points), charged to the order's card.
alter table orders add column points_purchased integer not null default 0 check (points_purchased >= 0);
alter table orders add column points_purchase_cost_minor integer check (points_purchase_cost_minor > 0);
alter table orders add column points_purchase_currency text check (points_purchase_currency ~ '^[A-Z]{3}$');

-- Spec 7 "create travel-insurance order": the policy an order is insured with, from a quote of its cart.
create sequence travel_insurance_policy_numbers start with 500000001;
create table travel_insurance_policies (
  policy_number text primary key,
  order_id bigint not null unique references orders (id),
  quote_id text not null references travel_insurance_quotes (id),
  premium_minor integer not null check (premium_minor > 0),
  covered_trip_cost_minor integer not null check (covered_trip_cost_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null
);

-- The confirmation page's offers (spec 7 co-brand credit card, cross-sell, upsell; spec 4 the insurance
-- mini card): content, edited in the database. hotel_code null is an offer for every hotel; a hotel's
-- own offer of a kind replaces the chain's.
create table confirmation_offers (
  id text primary key check (id ~ '^[a-z0-9-]{2,60}$'),
  kind text not null check (kind in ('COBRAND_CREDIT_CARD', 'CROSS_SELL', 'UPSELL', 'TRAVEL_INSURANCE')),
  hotel_code text references hotels (code) on delete cascade,
  heading text not null check (char_length(heading) between 1 and 80),
  body text not null check (char_length(body) between 1 and 400),
  call_to_action text not null check (char_length(call_to_action) between 1 and 40),
  href text not null check (href ~ '^(/[^/\\]|https://)'),
  image_path text check (image_path ~ '^/images/[a-z0-9/-]+\.svg$'),
  sort_order integer not null
);

-- The outbox (0007) records which rooms' booking a message announces, so a guest sees only their own.
alter table outbox_messages add column kind text not null default 'SHARE' check (kind in ('CONFIRMATION', 'SHARE', 'INSURANCE'));
