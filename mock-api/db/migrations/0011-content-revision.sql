-- One revision of all public hotel content: the API keeps the answers of public hotel operations (and
-- the ETags browsers revalidate with) under the revision it read first, so a change anywhere in these
-- tables, by this server, another one on the same database or anyone with SQL, is seen at the next
-- request. Triggers bump it in the writing transaction itself, once per statement; content changes are
-- rare, so one counter for every hotel costs nothing a finer one would save.
create table content_revision (
  id boolean primary key default true check (id),
  revision bigint not null
);
insert into content_revision (id, revision) values (true, 1);

-- The body stays on one line: the migration runner splits statements at a semicolon ending a line. The
-- notice (sent at commit) lets a server that alone writes its database (PGlite) skip reading the row.
create function bump_content_revision() returns trigger language plpgsql as $$ begin update content_revision set revision = revision + 1; perform pg_notify('content_revision', ''); return null; end $$;

create trigger hotels_bump_content_revision after insert or update or delete or truncate on hotels
  for each statement execute function bump_content_revision();
create trigger hotel_photos_bump_content_revision after insert or update or delete or truncate on hotel_photos
  for each statement execute function bump_content_revision();
create trigger hotel_amenities_bump_content_revision after insert or update or delete or truncate on hotel_amenities
  for each statement execute function bump_content_revision();
create trigger hotel_alerts_bump_content_revision after insert or update or delete or truncate on hotel_alerts
  for each statement execute function bump_content_revision();
create trigger hotel_reviews_bump_content_revision after insert or update or delete or truncate on hotel_reviews
  for each statement execute function bump_content_revision();
create trigger brands_bump_content_revision after insert or update or delete or truncate on brands
  for each statement execute function bump_content_revision();
create trigger confirmation_offers_bump_content_revision after insert or update or delete or truncate on confirmation_offers
  for each statement execute function bump_content_revision();
