-- Suite Night Awards (issue 21; spec 02 sections 3 and 9): a member holds award nights, requests a suite
-- for a stay, and a scheduled job decides each request from the suites free, by the hotel's own clock
-- (the cutoff is 14:00 hotel time the day before arrival, shared/domain/suite-night-awards.ts).

-- Each hotel's own clock, an IANA time zone. The chain's hotels get theirs here; a hotel added later
-- names its own, and one that does not runs on UTC.
alter table hotels add column time_zone text not null default 'UTC' check (time_zone ~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$');
update hotels h set time_zone = v.time_zone
  from (values ('NYCTS', 'America/New_York'), ('LONKX', 'Europe/London'), ('SHAPD', 'Asia/Shanghai'), ('DXBBG', 'Asia/Dubai'),
               ('BKKRV', 'Asia/Bangkok'), ('PAROP', 'Europe/Paris'), ('TYOGZ', 'Asia/Tokyo'), ('SYDCQ', 'Australia/Sydney'),
               ('YTOFD', 'America/Toronto'), ('MEXRF', 'America/Mexico_City'), ('SAOPL', 'America/Sao_Paulo'), ('CPTVW', 'Africa/Johannesburg'),
               ('ROMSP', 'Europe/Rome'), ('CHIMM', 'America/Chicago'), ('SFOUS', 'America/Los_Angeles'), ('SELGN', 'Asia/Seoul'),
               ('LISCH', 'Europe/Lisbon'), ('BOMBC', 'Asia/Kolkata'), ('AMSCR', 'Europe/Amsterdam'), ('BERMT', 'Europe/Berlin'),
               ('ISTTK', 'Europe/Istanbul'), ('SINMB', 'Asia/Singapore')) as v (code, time_zone)
 where h.code = v.code;

-- The room types an award upgrades to.
alter table room_types add column is_suite boolean not null default false;
update room_types set is_suite = true where code = 'STES';

-- A member's award nights as entries (an opening balance, nights held by a request, nights returned),
-- so the balance is their sum and every change is kept, written in the transaction of the change.
create table member_suite_night_award_entries (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  nights integer not null check (nights <> 0),
  reason text not null check (reason ~ '^[A-Z_]{2,40}$'),
  confirmation_number text references reservations (confirmation_number),
  created_at timestamptz not null
);
create index member_suite_night_award_entries_member_idx on member_suite_night_award_entries (member_id);

-- When the room's request was made and when the job last decided it; the job looks only at requests
-- still open, found by this partial index however many rooms there are.
alter table reservations add column suite_night_award_requested_at timestamptz;
alter table reservations add column suite_night_award_decided_at timestamptz;
create index reservations_open_suite_night_awards_idx on reservations (check_in) where suite_night_award in ('requested', 'pending', 'guaranteed');
