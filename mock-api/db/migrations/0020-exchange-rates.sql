-- The currency selector's exchange rates (issue 22, spec 02 section 2): how many units of each currency
-- one US dollar buys, as of a day. Public content like the furniture, so an edit moves the content
-- revision that the rates' ETag hangs on. Prices are always charged in the hotel's currency; these
-- only show a guest what a price is near in theirs.
create table exchange_rates (
  currency text primary key check (currency ~ '^[A-Z]{3}$'),
  per_usd numeric(20, 8) not null check (per_usd > 0),
  as_of date not null,
  updated_at timestamptz not null default now()
);

create trigger exchange_rates_bump_content_revision after insert or update or delete or truncate on exchange_rates
  for each statement execute function bump_content_revision();
