-- The link banner (issue 22, spec 2.8) is site furniture like the footer: one more slot of the same table.
alter table site_furniture drop constraint site_furniture_slot_check;
alter table site_furniture add constraint site_furniture_slot_check check (slot in ('footer', 'language-selector', 'link-banner'));
