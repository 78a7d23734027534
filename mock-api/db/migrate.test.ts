import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { seedIfEmpty } from '../seed/seed';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './database';

let db: Database | undefined;
afterEach(() => db?.close());

describe('migrations and seed', () => {
  it('applies nothing twice and seeds only an empty database', async () => {
    db = await createTestDatabase();
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(false);
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from members');
    expect(rows[0]?.count).toBe(3);
  });

  it('seeds the demo reservation 30 days after the day of seeding', async () => {
    db = await createTestDatabase();
    await db.exec('delete from reservations; delete from saved_properties; delete from members; delete from hotels');
    expect(await seedIfEmpty(db, new Date('2026-01-15T12:00:00Z'))).toBe(true);
    const { rows } = await db.query<{ checkIn: string; nights: number; hotel: string; guest: string }>(
      `select to_char(check_in, 'YYYY-MM-DD') as "checkIn", nights, hotel_code as hotel, guest_last_name as guest
         from reservations where confirmation_number = '71234567'`,
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
