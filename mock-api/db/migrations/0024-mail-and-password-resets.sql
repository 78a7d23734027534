-- Messages now leave through real channels: an SMTP server (one inside the process by default, any
-- server through SMTP_URL) and an SMS provider. A message about an order is still written to the outbox
-- in the order's own transaction, so it is never sent for an order that rolled back nor lost for one
-- that committed; it is delivered after the commit, and these columns record how that went.
alter table outbox_messages
  add column html_body text,
  add column locale text,
  add column delivered_at timestamptz,
  add column delivery_attempts integer not null default 0,
  add column next_attempt_at timestamptz,
  add column delivery_error text;
-- Messages written before delivery existed were only ever kept here: they count as delivered.
update outbox_messages set delivered_at = created_at;
create index outbox_messages_undelivered_idx on outbox_messages (next_attempt_at) where delivered_at is null;

-- What the embedded mail server received and the embedded SMS provider was given: the inbox developers
-- and tests read at /dev/mail. In the database, so every process of WORKERS and a restart share it.
create table dev_inbox_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('EMAIL', 'SMS')),
  sender text,
  recipients text[] not null,
  subject text,
  text_body text,
  html_body text,
  received_at timestamptz not null
);
create index dev_inbox_messages_received_idx on dev_inbox_messages (received_at desc);

-- A forgotten password's reset links: only a SHA-256 of the token is kept, a token works once and for
-- 30 minutes, and a newer one replaces those the member asked for before.
create table password_reset_tokens (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_member_idx on password_reset_tokens (member_id, created_at);
