-- Joining from the join page: the form is kept until the link e-mailed to its address is followed, and
-- the member is made from it then, so nobody can make an account with an e-mail they do not read. Only
-- the link's SHA-256 is kept, and the password's hash, never the password. A request naming a member's
-- e-mail keeps no form and no link (that member is told by e-mail instead) but is counted with the rest:
-- either kind of message goes to one address a few times an hour at most.
create table join_requests (
  id bigserial primary key,
  email text not null check (email = lower(email)),
  token_hash text unique,
  form jsonb,
  password_hash text,
  locale text,
  client_id text,
  return_to text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((token_hash is null) = (form is null) and (form is null) = (password_hash is null))
);
create index join_requests_email_idx on join_requests (email, created_at);

-- A member who joined through a sweepstakes' join link (spec 01: the client id rides on the link) is entered
-- in it, in the transaction that makes the member.
create table sweepstakes_entries (
  client_id text not null references sweepstakes (client_id) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  entered_at timestamptz not null,
  primary key (client_id, member_id)
);
