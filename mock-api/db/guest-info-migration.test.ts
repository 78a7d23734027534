import { afterEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed';
import { seedingDayOf } from '../testing/reservation-calls';
import { createTestDatabase } from '../testing/test-database';
import { undoGuestInfoMigration } from '../testing/undo-guest-info-migration';
import type { Database } from './database';
import { migrate } from './migrate';
import { testRunInstant } from '../testing/test-instant';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const profileOf = async (database: Database, email: string) =>
  (
    await database.query<{ title: string | null; phone: string | null; city: string | null; state: string | null; country: string | null }>(
      `select title, phone_digits as phone, city, state_province_code as state, country_code as country from members where email = $1`,
      [email],
    )
  ).rows[0];

describe('migration 0008, guest information', () => {
  it('applies to a database seeded before it, whose next start gives the fixture members their profile', async () => {
    db = await createTestDatabase();
    const seedDay = await seedingDayOf(db);
    await undoGuestInfoMigration(db);
    expect(await migrate(db)).toEqual(['0008-guest-info.sql', '0033-phones-in-e164.sql']);
    expect(await profileOf(db, 'ava.morgan@example.com')).toEqual({ title: null, phone: null, city: null, state: null, country: null });
    await seedIfEmpty(db, new Date(`${seedDay}T09:00:00Z`));
    expect(await profileOf(db, 'ava.morgan@example.com')).toEqual({ title: 'MS', phone: '+12125550147', city: 'New York', state: 'NY', country: 'US' });
    expect((await profileOf(db, 'sofia.reyes@example.com'))?.country).toBe('MX');
    expect((await profileOf(db, 'noah.patel@example.com'))?.phone).toBeNull();
  });

  it('keeps a profile changed since, at the next start', async () => {
    db = await createTestDatabase();
    await db.query(`update members set city = 'Brooklyn' where email = 'ava.morgan@example.com'`);
    await seedIfEmpty(db, testRunInstant());
    expect((await profileOf(db, 'ava.morgan@example.com'))?.city).toBe('Brooklyn');
  });

  it('refuses a second member with the same phone, whatever their country, and a phone without a country', async () => {
    db = await createTestDatabase();
    const setPhone = (email: string, country: string | null, phone: string) =>
      db!.query(`update members set country_code = $2, phone_digits = $3 where email = $1`, [email, country, phone]);
    await expect(setPhone('noah.patel@example.com', 'US', '+12125550147')).rejects.toThrow(/unique/);
    await expect(setPhone('noah.patel@example.com', 'GB', '+12125550147')).rejects.toThrow(/unique/);
    await expect(setPhone('noah.patel@example.com', 'GB', '+442079460958')).resolves.toBeTruthy();
    await expect(setPhone('emma.walsh@example.com', null, '+12125550999')).rejects.toThrow(/check constraint/);
    await expect(db.query(`update members set phone_digits = '212-555' where email = 'ava.morgan@example.com'`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`update members set consents = array['SPAM'] where email = 'ava.morgan@example.com'`)).rejects.toThrow(/check constraint/);
  });
});
