-- A trip-linked sign-in of a member with two-step verification: the trip (a confirmation number of a
-- booking made without an account) waits with the challenge and is linked once the code is right.
alter table two_step_challenges add column trip_id text check (trip_id ~ '^[0-9]{1,11}$');
