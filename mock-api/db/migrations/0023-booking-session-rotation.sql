-- A booking session's token is replaced when a new cart joins the session and when its browser signs
-- in, so a token planted in a browser stops naming the session at the guest's first choice. The token
-- replaced is kept a few seconds, for the second request of the same double click, never longer.
alter table booking_sessions add column previous_token_hash text, add column rotated_at timestamptz;
create index booking_sessions_previous_token_idx on booking_sessions (previous_token_hash) where previous_token_hash is not null;
