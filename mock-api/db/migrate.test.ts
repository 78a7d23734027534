import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { assertMeetsPasswordRules, seedIfEmpty } from '../seed/seed';
import { DEMO_PASSWORD, MEMBERS } from '../seed/fixtures';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { testRunInstant } from '../testing/test-instant';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migrations and seed', () => {
  it('applies nothing twice and seeds only an empty database', async () => {
    db = await createTestDatabase();
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db, testRunInstant())).toBe(false);
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from members');
    expect(rows[0]?.count).toBe(MEMBERS.length);
  });

  it('gives Noah two-step verification by e-mail and phone', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query(`select tier, mfa_email, mfa_phone from members where member_number = '100000004'`);
    expect(rows).toEqual([{ tier: 'Silver', mfa_email: true, mfa_phone: '+1 415 555 0142' }]);
  });

  it('adds fixtures that arrived later to a database seeded before them, and keeps its data', async () => {
    db = await createTestDatabase();
    await db.exec(`delete from members where email = 'noah.patel@example.com'; delete from sweepstakes`);
    await db.exec(`update members set first_name = 'Avery' where email = 'ava.morgan@example.com'`);
    expect(await seedIfEmpty(db, new Date('2026-03-10T08:00:00Z'))).toBe(false);
    const { rows } = await db.query<{ name: string }>('select first_name as name from members order by member_number');
    expect(rows.map((row) => row.name)).toEqual(['Avery', 'Liam', 'Sofia', 'Noah', 'Emma', 'Olivia', 'Grace']);
    const { rows: sweepstakes } = await db.query<{ starts: string; ends: string }>(
      `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as starts, to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD') as ends
         from sweepstakes where client_id = 'summer-escape'`,
    );
    expect(sweepstakes).toEqual([{ starts: '2026-03-09', ends: '2027-03-10' }]);
  });

  it('holds the demo password to the password rules members must follow', () => {
    expect(() => assertMeetsPasswordRules(DEMO_PASSWORD)).not.toThrow();
    expect(() => assertMeetsPasswordRules('password')).toThrow('The demo password breaks the password rules: uppercase, digitOrSpecial');
  });

  it('seeds the demo reservation 30 days after the day of seeding', async () => {
    db = await createTestDatabase();
    await db.exec(
      'delete from member_suite_night_award_entries; delete from reservation_guests; delete from reservations; delete from orders; delete from saved_properties; delete from members; delete from hotels',
    );
    expect(await seedIfEmpty(db, new Date('2026-01-15T12:00:00Z'))).toBe(true);
    const { rows } = await db.query<{ checkIn: string; nights: number; hotel: string; guest: string }>(
      `select to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", r.nights, o.hotel_code as hotel, g.surname as guest
         from reservations r join orders o on o.id = r.order_id join reservation_guests g on g.confirmation_number = r.confirmation_number and g.is_primary
        where r.confirmation_number = '71234567'`,
    );
    expect(rows).toEqual([{ checkIn: '2026-02-14', nights: 2, hotel: 'NYCTS', guest: 'Morgan' }]);
  });

  it('gives Liam his two saved hotels', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<{ code: string }>(
      `select hotel_code as code from saved_properties s join members m on m.id = s.member_id
        where m.email = 'liam.chen@example.com' order by 1`,
    );
    expect(rows.map((row) => row.code)).toEqual(['LONKX', 'NYCTS']);
  });
});
