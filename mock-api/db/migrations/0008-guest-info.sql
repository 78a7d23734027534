-- Guest information (spec 02 sections 3, 5, 7 and 9): the member profile the guest form prefills and
-- inline enrollment fills, and what the guest-info form saves in a cart. The shapes checked here are
-- the ones shared/validation leaves after normalising (digits only, upper-case codes), so a row that
-- got past the API without its rules is refused rather than stored.

-- Spec 3 guest profile on the member. The phone is its national digits; the country it is dialled in is
-- the address's country (the form chooses the country beside the number). All optional: members who
-- joined before this have no profile yet.
alter table members add column title text check (title ~ '^[A-Z]{2,4}$');
alter table members add column phone_digits text check (phone_digits ~ '^[0-9]{7,16}$');
alter table members add column address_line1 text check (char_length(address_line1) <= 100);
alter table members add column address_line2 text check (char_length(address_line2) <= 100);
alter table members add column city text check (char_length(city) <= 60);
alter table members add column state_province_code text check (char_length(state_province_code) between 1 and 40);
alter table members add column country_code text check (country_code ~ '^[A-Z]{2}$');
alter table members add column postal_code text check (char_length(postal_code) <= 12);
-- Inline enrollment's SMS number (spec 5: CN 11 digits, others 7 to 16), in the address's country.
alter table members add column sms_digits text check (sms_digits ~ '^[0-9]{7,16}$');
-- The codes of the consents the member gave when joining (shared/domain/enrollment-consents.ts).
alter table members add column consents text[] not null default '{}' check (consents <@ array['PROGRAMME_TERMS', 'MARKETING']);
-- When the member joined online (inline enrollment); null for members made any other way.
alter table members add column enrolled_at timestamptz;
-- A phone number is dialled in a country, so one can only be read with it.
alter table members add constraint members_phone_has_country check (phone_digits is null or country_code is not null);
alter table members add constraint members_sms_has_country check (sms_digits is null or country_code is not null);

-- Spec 8 "duplicate phone": no two members share a phone. Country-aware: the same digits dialled in
-- two countries are two numbers. Enrollment relies on this index (not a look-up first) so two joins
-- racing with one number make one member.
create unique index members_phone_idx on members (country_code, phone_digits) where phone_digits is not null;

-- What the guest-info form saves in the cart besides the guest (0007's cart_guests, empty until now,
-- so columns with defaults cost nothing). Room requests are spec 3's four codes, one pet option at
-- most; the arrival time is an hour, HH:00; a travel agent is an IATA number with the agency it names.
alter table cart_guests add column room_request_codes text[] not null default '{}'
  check (room_request_codes <@ array['CRIB', 'ROLLAWAY', 'PETFEE1', 'PETFEE2'] and not room_request_codes @> array['PETFEE1', 'PETFEE2']);
alter table cart_guests add column comments text check (char_length(comments) <= 250);
alter table cart_guests add column arrival_time text check (arrival_time ~ '^([01][0-9]|2[0-3]):00$');
alter table cart_guests add column iata_number text check (iata_number ~ '^[0-9]{8}$');
alter table cart_guests add column agency_name text;
alter table cart_guests add column aaa_number text check (aaa_number ~ '^[0-9]{16}$');
-- Spec 3 default state: buying the lacking points is ticked until the guest unticks it.
alter table cart_guests add column is_buy_point_consent boolean not null default true;
alter table cart_guests add column is_legal_consent_accepted boolean not null default false;
alter table cart_guests add column is_privacy_policy_accepted boolean not null default false;
alter table cart_guests add column is_prepay_consent_accepted boolean not null default false;
alter table cart_guests add constraint cart_guests_agency_with_iata check ((iata_number is null) = (agency_name is null));
alter table cart_guests add constraint cart_guests_phone_digits check (phone ~ '^[0-9]{7,11}$');
alter table cart_guests add constraint cart_guests_title check (title ~ '^[A-Z]{2,4}$');
-- A saved form has both consents: the API refuses one without them (spec 3, legal and privacy boxes).
alter table cart_guests add constraint cart_guests_consents_given check (is_legal_consent_accepted and is_privacy_policy_accepted);
