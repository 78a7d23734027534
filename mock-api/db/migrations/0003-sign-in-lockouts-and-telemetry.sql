-- Failed-password lockout. One row per subject: `member:{id}` for a known member, `login:{sha256}` for a
-- login that names nobody, so unknown accounts are counted (and locked) exactly like known ones.
-- `failures` holds the times of recent consecutive failures; older ones are dropped as they age out.
create table sign_in_lockouts (
  subject text primary key,
  failures timestamptz[] not null default '{}',
  locked_until timestamptz,
  updated_at timestamptz not null
);
-- A row untouched for a whole lock period counts nothing and locks nothing: swept by this index.
create index sign_in_lockouts_updated_idx on sign_in_lockouts (updated_at);

-- Two-step verification: where a member may receive a code.
alter table members add column mfa_email boolean not null default false;
alter table members add column mfa_phone text;

-- Sweepstakes tied to an embedding team's client id, shown on the sign-in form inside their window.
create table sweepstakes (
  client_id text primary key check (client_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  title text not null,
  button_label text not null,
  join_path text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);

-- Analytics events the pages send to the data layer; member_id from the session cookie, if any.
create table data_layer_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null,
  name text not null,
  detail jsonb,
  page_uri text not null,
  member_id bigint references members (id) on delete set null
);
create index data_layer_events_occurred_idx on data_layer_events (occurred_at);
