import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { undoPhoneMigration } from '../testing/undo-phone-migration';
import type { Database } from './database';
import { migrate } from './migrate';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const phoneOf = async (email: string) =>
  (await db!.query<{ phone: string | null }>(`select phone_digits as phone from members where email = $1`, [email])).rows[0]?.phone;

describe('migration 0033, phones in E.164', () => {
  it('converts members’ national digits with their country’s dialling code, dropping a trunk 0 but not Italy’s', async () => {
    db = await createTestDatabase();
    await undoPhoneMigration(db);
    const setOld = (email: string, country: string, digits: string) =>
      db!.query(`update members set country_code = $2, phone_digits = $3 where email = $1`, [email, country, digits]);
    await setOld('ava.morgan@example.com', 'US', '2125550147');
    await setOld('liam.chen@example.com', 'GB', '02079460958');
    await setOld('sofia.reyes@example.com', 'IT', '0612345678');
    await setOld('noah.patel@example.com', 'CN', '13800138000');
    expect(await migrate(db)).toEqual(['0033-phones-in-e164.sql']);
    expect(await phoneOf('ava.morgan@example.com')).toBe('+12125550147');
    expect(await phoneOf('liam.chen@example.com')).toBe('+442079460958');
    expect(await phoneOf('sofia.reyes@example.com')).toBe('+390612345678');
    expect(await phoneOf('noah.patel@example.com')).toBe('+8613800138000');
  });

  it('converts an order’s contact phone with its contact country, and keeps one saved with no country as it was', async () => {
    db = await createTestDatabase();
    await undoPhoneMigration(db);
    const { rows } = await db.query<{ id: string }>(`select id::text from orders order by id limit 2`);
    const [withCountry, withoutCountry] = rows.map((row) => row.id);
    await db.query(`update orders set contact_phone = '2125550147', contact_country_code = 'US' where id = $1`, [withCountry]);
    await db.query(`update orders set contact_phone = '4165550188', contact_country_code = null where id = $1`, [withoutCountry]);
    await migrate(db);
    const phones = await db.query<{ phone: string }>(`select contact_phone as phone from orders where id in ($1, $2) order by id`, [withCountry, withoutCountry]);
    expect(phones.rows.map((row) => row.phone)).toEqual(['+12125550147', '4165550188']);
  });

  it('then refuses a phone that is not E.164, and one member’s number for another', async () => {
    db = await createTestDatabase();
    await expect(db.query(`update members set country_code = 'US', phone_digits = '2125550147' where email = 'noah.patel@example.com'`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`update members set country_code = 'GB', phone_digits = '+12125550147' where email = 'noah.patel@example.com'`)).rejects.toThrow(/unique/);
  });
});
