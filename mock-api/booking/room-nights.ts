import type { Queryable } from '../db/database';
import type { Season } from './hotel-catalogue';

/** One room type on one night: its flexible rate, the night's season, and the rooms still free. */
export type RoomNight = { roomTypeCode: string; date: string; flexiblePrice: number; season: Season; roomsFree: number };

/** A hotel's nights, by room type and then ISO day. */
export type RoomNights = Map<string, Map<string, RoomNight>>;

/**
 * Every priced night of the hotel's room types from `firstNight` up to (not including) `endNight`, with
 * the rooms free computed from inventory now (a night with no inventory row has none free). One range
 * scan of each table's primary key, whatever their size.
 */
export async function findRoomNights(db: Queryable, hotelCode: string, firstNight: string, endNight: string): Promise<RoomNights> {
  const { rows } = await db.query<RoomNight>(
    `select p.room_type_code as "roomTypeCode", to_char(p.night, 'YYYY-MM-DD') as date, p.flexible_price_minor as "flexiblePrice", p.season,
            coalesce(i.rooms_total - i.rooms_sold, 0) as "roomsFree"
       from nightly_prices p
       left join room_inventory i on i.hotel_code = p.hotel_code and i.room_type_code = p.room_type_code and i.night = p.night
      where p.hotel_code = $1 and p.night >= $2::date and p.night < $3::date`,
    [hotelCode, firstNight, endNight],
  );
  const nights: RoomNights = new Map();
  for (const row of rows) {
    const byDate = nights.get(row.roomTypeCode) ?? new Map<string, RoomNight>();
    byDate.set(row.date, row);
    nights.set(row.roomTypeCode, byDate);
  }
  return nights;
}
