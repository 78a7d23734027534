-- Spec 2.9's promotional cards are site furniture too (issue 22): one more slot of the same table.
alter table site_furniture drop constraint site_furniture_slot_check;
alter table site_furniture add constraint site_furniture_slot_check check (slot in ('footer', 'language-selector', 'link-banner', 'promotions'));
