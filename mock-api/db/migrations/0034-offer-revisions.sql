-- What a hotel offers a visitor (its rooms free, prices, room types, rate plans, taxes and award chart)
-- has a revision, so the API can keep a rate search's answer under the revisions it read first and see
-- any change at the next request, whichever server or tool made it.
--
-- Rooms are sold all day, so what is free has a revision per hotel, bumped when a sale or a give-back
-- commits: the constraint trigger is deferred to the commit so the row is locked last, after the
-- nights an order locks in order (take-inventory.ts); taken with the first night, it would make two
-- orders of one hotel wait on each other in a circle.
create table offer_revisions (
  hotel_code text primary key,
  revision bigint not null
);

-- The body stays on one line: the migration runner splits statements at a semicolon ending a line. The
-- notice (sent at commit) lets a server that alone writes its database (PGlite) skip reading the row.
create function bump_offer_revision() returns trigger language plpgsql as $$ begin insert into offer_revisions as o (hotel_code, revision) values (coalesce(new.hotel_code, old.hotel_code), 1) on conflict (hotel_code) do update set revision = o.revision + 1; perform pg_notify('offer_revision', ''); return null; end $$;

create constraint trigger room_inventory_bump_offer_revision after update on room_inventory
  deferrable initially deferred for each row execute function bump_offer_revision();

-- Everything else a rate search reads changes rarely, and in bulk when it does (a season's prices, a
-- new hotel's nights): those statements move the content revision of migration 0011, once each.
create trigger room_inventory_bump_content_revision after insert or delete or truncate on room_inventory
  for each statement execute function bump_content_revision();
create trigger nightly_prices_bump_content_revision after insert or update or delete or truncate on nightly_prices
  for each statement execute function bump_content_revision();
create trigger room_types_bump_content_revision after insert or update or delete or truncate on room_types
  for each statement execute function bump_content_revision();
create trigger room_type_features_bump_content_revision after insert or update or delete or truncate on room_type_features
  for each statement execute function bump_content_revision();
create trigger room_feature_codes_bump_content_revision after insert or update or delete or truncate on room_feature_codes
  for each statement execute function bump_content_revision();
create trigger room_type_images_bump_content_revision after insert or update or delete or truncate on room_type_images
  for each statement execute function bump_content_revision();
create trigger rate_plans_bump_content_revision after insert or update or delete or truncate on rate_plans
  for each statement execute function bump_content_revision();
create trigger hotel_booking_terms_bump_content_revision after insert or update or delete or truncate on hotel_booking_terms
  for each statement execute function bump_content_revision();
create trigger award_chart_bump_content_revision after insert or update or delete or truncate on award_chart
  for each statement execute function bump_content_revision();
