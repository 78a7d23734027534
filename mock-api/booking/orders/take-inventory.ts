import type { Queryable } from '../../db/database';

export type InventoryRequest = { hotelCode: string; roomTypeCode: string; nights: readonly string[]; rooms: number };

/**
 * Takes `rooms` rooms of the type on every night of the stay, all or none: one conditional update that
 * changes a night only while that many rooms are free on it. Two guests racing for the last room both
 * reach the same row; the second waits for the first to commit, reads the row again and finds no room
 * free. Answers whether every night was taken; on false the caller rolls back the nights that were.
 */
export async function takeInventory(tx: Queryable, { hotelCode, roomTypeCode, nights, rooms }: InventoryRequest): Promise<boolean> {
  // The nights are locked first, earliest first, so two stays sharing nights lock them in one order and
  // never wait on each other in a circle (an update locks its rows in whatever order it scans them).
  await tx.query('select 1 from room_inventory where hotel_code = $1 and room_type_code = $2 and night = any($3::date[]) order by night for update', [
    hotelCode,
    roomTypeCode,
    nights,
  ]);
  const { rows } = await tx.query(
    `update room_inventory set rooms_sold = rooms_sold + $4
      where hotel_code = $1 and room_type_code = $2 and night = any($3::date[]) and rooms_total - rooms_sold >= $4
      returning night`,
    [hotelCode, roomTypeCode, nights, rooms],
  );
  return rows.length === new Set(nights).size;
}
