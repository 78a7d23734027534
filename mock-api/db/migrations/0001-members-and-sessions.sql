-- Loyalty members. E-mail is kept lower case so look-ups need no function index.
create table members (
  id bigint generated always as identity primary key,
  consumer_id text not null unique,
  member_number text not null unique check (member_number ~ '^[0-9]{9}$'),
  email text not null unique check (email = lower(email)),
  first_name text not null,
  last_name text not null,
  tier text not null check (tier in ('Member', 'Silver', 'Gold', 'Platinum', 'Titanium', 'Ambassador')),
  travel_agent_programme text check (travel_agent_programme in ('planAgent', 'famAgent', 'travelAgent')),
  password_hash text not null,
  created_at timestamptz not null default now()
);

-- Only a hash of each session id is stored, so a leaked table cannot be replayed as cookies.
create table sessions (
  id_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  remember_me boolean not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at timestamptz
);
create index sessions_member_idx on sessions (member_id);

-- A browser that signed in with remember-me: it may greet the member by name after the session ends.
create table remembered_browsers (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index remembered_browsers_member_idx on remembered_browsers (member_id);

-- The RSA key pair under which browsers encrypt passwords; kept so a restart does not break open forms.
create table credential_keys (
  id text primary key,
  private_key_pem text not null,
  public_key_spki text not null,
  created_at timestamptz not null default now()
);
