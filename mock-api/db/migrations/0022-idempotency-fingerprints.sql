-- What each keyed request asked for (mock-api/http/request-fingerprint.ts), beside its idempotency key:
-- a key sent again with another request is refused, never answered as if it were the first. Rows made
-- before this migration have none and are taken as matching, as they were answered until now.
alter table booking_requests add column request_hash text check (request_hash ~ '^[A-Za-z0-9_-]{43}$');
alter table reservation_changes add column request_hash text check (request_hash ~ '^[A-Za-z0-9_-]{43}$');
