-- Sign-in handed from the overlay origin's own window (first-party, where its session cookie is sent) to an
-- overlay framed on a partner's page (where it is not). Only the token's SHA-256 is kept; a token is for one
-- partner origin, lives a minute and is spent by its first use, whatever that use's outcome.
create table sign_in_handoffs (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  for_origin text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  spent_at timestamptz
);
create index sign_in_handoffs_expiry_idx on sign_in_handoffs (expires_at);
