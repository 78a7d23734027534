import type { Queryable } from '../../db/database';

/** One night of one booked room as the cart held it: cash before taxes (null for points) and points (null for cash). */
export type ChargedNightRecord = { date: string; cash: number | null; points: number | null };

/** The nights of the rooms `confirmationNumbers` kept in reservation_nights, by room; rooms that kept none are left out. */
export async function readChargedNights(db: Queryable, confirmationNumbers: readonly string[]): Promise<Map<string, ChargedNightRecord[]>> {
  const { rows } = await db.query<ChargedNightRecord & { confirmationNumber: string }>(
    `select confirmation_number as "confirmationNumber", to_char(night, 'YYYY-MM-DD') as date, cash_minor as cash, points
       from reservation_nights where confirmation_number = any($1::text[]) order by confirmation_number, night`,
    [confirmationNumbers],
  );
  const byRoom = new Map<string, ChargedNightRecord[]>();
  for (const { confirmationNumber, ...night } of rows) byRoom.set(confirmationNumber, [...(byRoom.get(confirmationNumber) ?? []), night]);
  return byRoom;
}
