-- A one-time code sent to a booking's e-mail, so a browser that found the booking with its confirmation
-- number and surname can prove it reads that e-mail before changing the booking or paying for more. A
-- code belongs to one lookup grant (its token's SHA-256, moved with the token at each lookup) and one
-- order, and is kept as a SHA-256 salted by both; five wrong codes end it. Once proven, the grant's rows
-- of that order carry proven_at, and the proof ends with them.
create table booking_codes (
  id bigserial primary key,
  token_hash text not null,
  order_id bigint not null references orders (id) on delete cascade,
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  ended_at timestamptz
);
create index booking_codes_order_idx on booking_codes (order_id, sent_at);
create index booking_codes_token_idx on booking_codes (token_hash);
alter table reservation_lookup_grants add column proven_at timestamptz;
