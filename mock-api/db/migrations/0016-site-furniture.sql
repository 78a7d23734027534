-- The site's furniture as content (issue 22): the universal footer's links and the language selector's
-- regions, one JSON document per slot and locale, edited here rather than in code. The server checks a
-- document against its schema (shared/domain/site-furniture.ts) as it reads it. A change is public
-- content like a hotel's, so it moves the content revision the cached answers and ETags hang on.
create table site_furniture (
  slot text not null check (slot in ('footer', 'language-selector')),
  locale text not null check (locale ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  content jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (slot, locale)
);

create trigger site_furniture_bump_content_revision after insert or update or delete or truncate on site_furniture
  for each statement execute function bump_content_revision();
