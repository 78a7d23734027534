-- The AES-256-GCM key that seals an enrollment prefill (a campaign's join link carrying the name and
-- e-mail of the person it is for), kept so links keep working across restarts and on every process.
create table enrollment_prefill_keys (
  id text primary key,
  key_base64 text not null,
  created_at timestamptz not null default now()
);
