import type { Queryable } from '../db/database';

/**
 * Sells (or gives back) rooms of `hotelCode` on `nights`, of every type or of `roomTypeCodes`, so that
 * `free` are left: how tests make a night sold out or nearly so.
 */
export async function leaveRoomsFree(db: Queryable, hotelCode: string, nights: readonly string[], free: number, roomTypeCodes?: readonly string[]): Promise<void> {
  await db.query(
    `update room_inventory set rooms_sold = greatest(0, rooms_total - $3)
      where hotel_code = $1 and night = any($2::date[]) and ($4::text[] is null or room_type_code = any($4::text[]))`,
    [hotelCode, nights, free, roomTypeCodes ?? null],
  );
}
