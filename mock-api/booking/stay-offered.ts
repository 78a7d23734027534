import { addDays, type SearchCriteria } from '../../shared/booking/search-criteria';
import type { Queryable } from '../db/database';
import { CLOSEST_STAY_DAYS, closestFreeStay } from './closest-stay';
import { hotelToday } from '../../shared/time/hotel-day';
import type { HotelCatalogue } from './hotel-catalogue';
import { findRoomNights, type RoomNights } from './room-nights';
import { availableRoomTypes } from './room-offers';
import { stayOf } from './stay';

/** The stay the rooms are offered for, with the nights they are priced from. */
export type StayOffered = { criteria: SearchCriteria; nights: RoomNights; isExactMatch: boolean };

/**
 * The stay asked when some room type that holds the party is free on every night of it; otherwise the
 * closest free stay of the same length (closest-stay.ts) arriving no earlier than today at the hotel,
 * read in one wider query; null when none is.
 */
export async function findStayOffered(db: Queryable, catalogue: HotelCatalogue, criteria: SearchCriteria, now: Date): Promise<StayOffered | null> {
  const nights = await findRoomNights(db, catalogue.hotelCode, criteria.checkInDate, criteria.checkOutDate);
  if (availableRoomTypes(catalogue, nights, stayOf(criteria)).length > 0) return { criteria, nights, isExactMatch: true };
  const around = await findRoomNights(
    db,
    catalogue.hotelCode,
    addDays(criteria.checkInDate, -CLOSEST_STAY_DAYS),
    addDays(criteria.checkOutDate, CLOSEST_STAY_DAYS),
  );
  const closest = closestFreeStay(criteria, hotelToday(catalogue.timeZone, now), (candidate) => availableRoomTypes(catalogue, around, stayOf(candidate)).length > 0);
  return closest ? { criteria: closest, nights: around, isExactMatch: false } : null;
}
