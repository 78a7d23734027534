-- Two-step verification. The password step leaves a challenge, named by a random token in an httpOnly
-- cookie (only its SHA-256 kept here), which remembers where the member was going. A code sent for it is
-- kept as a SHA-256 salted by the challenge, with when and where it went; five wrong codes end the
-- challenge, and the member signs in again.
create table two_step_challenges (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  remember_me boolean not null,
  return_url text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  code_hash text,
  code_channel text check (code_channel in ('EMAIL', 'SMS')),
  code_sent_at timestamptz,
  codes_sent integer not null default 0,
  failed_attempts integer not null default 0,
  ended_at timestamptz
);
create index two_step_challenges_member_idx on two_step_challenges (member_id);
