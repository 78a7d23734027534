import type { Queryable } from '../db/database';
import type { BrandLogoSource } from './draw-brand-logo';
import type { HotelPhotoSource } from './draw-hotel-photo';
import type { RoomPhotoSource } from './draw-room-photo';

/** The photo stored at `url` (a path such as /images/hotels/nycts-1.svg), with its hotel; null when none is. */
export async function findHotelPhoto(db: Queryable, url: string): Promise<HotelPhotoSource | null> {
  const { rows } = await db.query<HotelPhotoSource>(
    `select h.code as "hotelCode", h.name as "hotelName", h.city, p.position, p.caption
       from hotel_photos p join hotels h on h.code = p.hotel_code
      where p.url = $1 order by h.code, p.position limit 1`,
    [url],
  );
  return rows[0] ?? null;
}

/**
 * The brand a hotel names by `brandCode`, with its wordmark and colour; null when no hotel has that brand.
 * A brand without a row in `brands` is drawn with its code and a neutral colour rather than refused.
 */
export async function findBrand(db: Queryable, brandCode: string): Promise<Omit<BrandLogoSource, 'isAlternate'> | null> {
  const { rows } = await db.query<Omit<BrandLogoSource, 'isAlternate'>>(
    `select coalesce(b.wordmark, h.brand_code) as wordmark, coalesce(b.colour, '#333333') as colour
       from hotels h left join brands b on b.code = h.brand_code
      where h.brand_code = $1 limit 1`,
    [brandCode],
  );
  return rows[0] ?? null;
}

/** The room photo stored at `path` (such as /images/rooms/nycts-gkng-1.svg), with its room type and hotel; null when none is. */
export async function findRoomPhoto(db: Queryable, path: string): Promise<RoomPhotoSource | null> {
  const { rows } = await db.query<RoomPhotoSource>(
    `select h.code as "hotelCode", h.name as "hotelName", h.city, r.code as "roomTypeCode", r.name as "roomName", i.position, i.caption
       from room_type_images i
       join room_types r on r.hotel_code = i.hotel_code and r.code = i.room_type_code
       join hotels h on h.code = i.hotel_code
      where i.path = $1`,
    [path],
  );
  return rows[0] ?? null;
}
