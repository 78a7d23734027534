-- Changing a booked room (issue 21, spec 02 sections 4 and 7: update order). Each change is kept as a
-- row: what the room was and what it became, and the money and points it moved, so a reservation's
-- history can be told and a repeated request answered with the change it already made (its
-- idempotency key is unique within the order). The room's row itself always holds the current terms.
create table reservation_changes (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id),
  confirmation_number text not null references reservations (confirmation_number),
  kind text not null check (kind in ('MODIFY', 'UPGRADE')),
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- The order's revision the change was made at, and the one it made.
  from_order_revision integer not null check (from_order_revision >= 1),
  to_order_revision integer not null check (to_order_revision = from_order_revision + 1),
  old_check_in date not null,
  old_nights integer not null check (old_nights > 0),
  old_inventory_type_code text not null,
  old_rate_plan text not null,
  old_total_minor integer not null check (old_total_minor >= 0),
  new_check_in date not null,
  new_nights integer not null check (new_nights > 0),
  new_inventory_type_code text not null,
  new_rate_plan_code text not null,
  new_total_minor integer not null check (new_total_minor >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Points the member paid (positive) or got back (negative) with the change.
  points_difference integer not null default 0,
  changed_at timestamptz not null,
  unique (order_id, idempotency_key)
);
create index reservation_changes_room_idx on reservation_changes (confirmation_number);

