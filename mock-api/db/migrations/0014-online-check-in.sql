-- Online check-in (issue 21; spec 02 sections 3, 7 "check-in now" and "housekeeping", 9 room and
-- housekeeping codes). A guest checks in online in the check-in window (checked_in_online_at, migration
-- 0006) with an arrival time (arrival_time, migration 0010), room preferences and, where the hotel's
-- brand offers it, a housekeeping choice.

-- How a hotel runs housekeeping (spec 9, plans A and B): under plan A rooms are serviced only for guests
-- who opt in (J9); under plan B every room is serviced daily unless its guest opts out (J8). Brands the
-- spec excludes offer neither online, whatever the plan (shared/domain/housekeeping.ts).
alter table hotels add column housekeeping_plan text not null default 'B' check (housekeeping_plan in ('A', 'B'));

-- The guest's choice for one room: J8 opt-out or J9 opt-in; null when none was made (the plan's default).
alter table reservations add column housekeeping_code text check (housekeeping_code in ('J8', 'J9'));

-- Room preferences asked at check-in (spec 9 room codes): at most one code per category, since a code
-- means something else in another category (H1 is a high floor, and a room away from the lifts).
create table reservation_room_preferences (
  confirmation_number text not null references reservations (confirmation_number),
  category_code text not null,
  code text not null,
  primary key (confirmation_number, category_code),
  foreign key (category_code, code) references room_feature_codes (category_code, code)
);
