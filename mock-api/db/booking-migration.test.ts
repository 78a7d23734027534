import { LATER_MANAGE_MIGRATIONS } from '../testing/undo-manage-migrations';
import { afterEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed';
import { seedingDayOf } from '../testing/reservation-calls';
import { createTestDatabase } from '../testing/test-database';
import { undoBookingMigration } from '../testing/undo-booking-migration';
import type { Database } from './database';
import { migrate } from './migrate';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migration 0007, booking', () => {
  it('applies to a database seeded before it, whose next start gives every hotel what it sells', async () => {
    db = await createTestDatabase();
    const seedDay = await seedingDayOf(db);
    await undoBookingMigration(db);
    expect(await migrate(db)).toEqual(['0007-booking.sql', '0008-guest-info.sql', '0009-travel-agents-and-insurance.sql', '0010-payment-and-orders.sql', ...LATER_MANAGE_MIGRATIONS, '0033-phones-in-e164.sql', '0034-offer-revisions.sql']);
    await seedIfEmpty(db, new Date(`${seedDay}T09:00:00Z`));
    const { rows } = await db.query<{ hotels: number; nights: number }>(
      `select count(distinct hotel_code)::int as hotels, count(distinct night)::int as nights from room_inventory`,
    );
    expect(rows).toEqual([{ hotels: 22, nights: 366 }]);
  });

  it('refuses more rooms sold than the hotel has, a free night, and a prepaid rate that is free to cancel', async () => {
    db = await createTestDatabase();
    await expect(db.query(`update room_inventory set rooms_sold = rooms_total + 1 where hotel_code = 'NYCTS'`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`update nightly_prices set flexible_price_minor = 0 where hotel_code = 'NYCTS'`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`update rate_plans set free_cancellation_days = 2 where code = 'PREPAY'`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`update rate_plans set discount_basis_points = 500 where code = 'POINTS'`)).rejects.toThrow(/check constraint/);
  });

  it('refuses a guessable cart id, a malformed idempotency key, and a cart that ends before it starts', async () => {
    db = await createTestDatabase();
    const { rows } = await db.query<{ id: string }>(`insert into booking_sessions (token_hash, created_at, last_active_at) values ('h', now(), now()) returning id::text`);
    const cart = (id: string, key: string, checkOut = '2030-01-03') =>
      db!.query(
        `insert into carts (id, booking_session_id, idempotency_key, request_hash, created_at, updated_at, expires_at, hotel_code, check_in, check_out,
           num_rooms, adults_per_room, children_per_room, rewards_redemption, room_type_code, rate_plan_code, currency, tax_basis_points, fee_per_room_night_minor)
         values ($1, $2, $3, 'r', now(), now(), now() + interval '15 minutes', 'NYCTS', '2030-01-02', $4, 1, 1, 0, false, 'GKNG', 'FLEX', 'USD', 1475, 350)`,
        [id, rows[0]!.id, key, checkOut],
      );
    const goodId = 'A'.repeat(32);
    const goodKey = 'k'.repeat(16);
    await expect(cart('1', goodKey)).rejects.toThrow(/check constraint/);
    await expect(cart(goodId, 'short')).rejects.toThrow(/check constraint/);
    await expect(cart(goodId, goodKey, '2030-01-02')).rejects.toThrow(/check constraint/);
    await expect(cart(goodId, goodKey)).resolves.toBeTruthy();
    await expect(cart('B'.repeat(32), goodKey)).rejects.toThrow(/unique/);
  });
});
