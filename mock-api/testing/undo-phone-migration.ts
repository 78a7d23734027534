import type { Database } from '../db/database';

/**
 * Puts a test database back to before migration 0033 (phones in E.164): the digits-only checks and the
 * per-country unique phone index return, and 0033 is unrecorded. Stored phones are cleared rather than
 * turned back into digits, which would need each country's numbering plan; a test writes the old rows
 * it means to convert.
 */
export async function undoPhoneMigration(db: Database): Promise<void> {
  // The undo of every earlier migration that touches these columns starts here, latest first; once is enough.
  const { rows } = await db.query(`select 1 from schema_migrations where name = '0033-phones-in-e164.sql'`);
  if (rows.length === 0) return;
  await db.exec(`
    alter table members drop constraint if exists members_phone_e164;
    update members set phone_digits = null;
    alter table members add constraint members_phone_digits_check check (phone_digits ~ '^[0-9]{7,16}$');
    drop index if exists members_phone_idx;
    create unique index members_phone_idx on members (country_code, phone_digits) where phone_digits is not null;
    alter table cart_guests drop constraint if exists cart_guests_phone_e164;
    update cart_guests set phone = null;
    alter table cart_guests add constraint cart_guests_phone_digits check (phone ~ '^[0-9]{7,11}$');
    alter table orders drop constraint if exists orders_contact_phone_e164;
    update orders set contact_phone = null;
    alter table orders add constraint orders_contact_phone_check check (contact_phone ~ '^[0-9]{7,16}$');
    delete from schema_migrations where name = '0033-phones-in-e164.sql';
  `);
}
