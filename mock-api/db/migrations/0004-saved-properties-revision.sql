-- The revision of each member's saved hotels: an update must quote the one it read, so two windows
-- saving at once cannot overwrite each other's change.
alter table members add column saved_properties_revision integer not null default 0;
