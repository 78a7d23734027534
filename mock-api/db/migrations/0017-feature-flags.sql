-- Feature flags (issue 22; spec 02 section 6): boolean, string or JSON values the flag service answers
-- and the pages poll every five minutes, so a behaviour is switched for everyone without a release.
create table feature_flags (
  name text primary key check (name ~ '^[a-z][A-Za-z0-9]{1,62}$'),
  kind text not null check (kind in ('boolean', 'string', 'json')),
  value jsonb not null,
  description text not null,
  updated_at timestamptz not null default now(),
  check ((kind = 'boolean' and jsonb_typeof(value) = 'boolean') or (kind = 'string' and jsonb_typeof(value) = 'string') or kind = 'json')
);
