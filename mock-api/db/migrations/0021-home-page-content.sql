-- The home page's hero banner and horizontal feature cards (issue 22, spec 02 section 2) are site
-- furniture too: one more slot of the same table.
alter table site_furniture drop constraint site_furniture_slot_check;
alter table site_furniture add constraint site_furniture_slot_check check (slot in ('footer', 'language-selector', 'link-banner', 'promotions', 'home-page'));
