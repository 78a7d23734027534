import { CheckInState, checkInState } from '../../../shared/domain/check-in-state';
import { HOUSEKEEPING_CHOICE_OF_PLAN, isHousekeepingOffered, type HousekeepingCode, type HousekeepingPlan } from '../../../shared/domain/housekeeping';
import { ROOM_PREFERENCE_CATEGORIES } from '../../../shared/domain/room-preferences';
import { hotelToday } from '../../../shared/time/hotel-day';
import type { Queryable } from '../../db/database';
import { roomStayAt, type RoomRecord } from '../order-record';

export type RoomFeatureRecord = { categoryCode: string; code: string; description: string };

/** What the hotel offers at online check-in: the preference codes by category, and its housekeeping choice (null where its brand offers none). */
export type CheckInOffer = { preferences: RoomFeatureRecord[]; housekeeping: { plan: HousekeepingPlan; code: HousekeepingCode } | null };

/** What a room holds of its online check-in. */
export type CheckInChoice = { arrivalTime: string | null; preferences: RoomFeatureRecord[]; housekeepingCode: HousekeepingCode | null };

export async function readCheckInOffer(db: Queryable, hotelCode: string): Promise<CheckInOffer> {
  const categories = ROOM_PREFERENCE_CATEGORIES;
  const [{ rows: preferences }, { rows: hotels }] = await Promise.all([
    db.query<RoomFeatureRecord>(
      `select category_code as "categoryCode", code, description from room_feature_codes where category_code = any($1::text[]) order by category_code, code`,
      [categories],
    ),
    db.query<{ brandCode: string; plan: HousekeepingPlan }>('select brand_code as "brandCode", housekeeping_plan as plan from hotels where code = $1', [hotelCode]),
  ]);
  const hotel = hotels[0];
  const housekeeping = hotel && isHousekeepingOffered(hotel.brandCode) ? { plan: hotel.plan, code: HOUSEKEEPING_CHOICE_OF_PLAN[hotel.plan] } : null;
  return { preferences, housekeeping };
}

export async function readCheckInChoice(db: Queryable, confirmationNumber: string): Promise<CheckInChoice> {
  const [{ rows }, { rows: preferences }] = await Promise.all([
    db.query<{ arrivalTime: string | null; housekeepingCode: HousekeepingCode | null }>(
      'select arrival_time as "arrivalTime", housekeeping_code as "housekeepingCode" from reservations where confirmation_number = $1',
      [confirmationNumber],
    ),
    db.query<RoomFeatureRecord>(
      `select p.category_code as "categoryCode", p.code, f.description
         from reservation_room_preferences p join room_feature_codes f on f.category_code = p.category_code and f.code = p.code
        where p.confirmation_number = $1 order by p.category_code`,
      [confirmationNumber],
    ),
  ]);
  return { arrivalTime: rows[0]?.arrivalTime ?? null, housekeepingCode: rows[0]?.housekeepingCode ?? null, preferences };
}

/** Whether the room is in its online check-in window at `now`: eligible, or checked in online and still changeable. */
export function isCheckInOpen(room: RoomRecord, now: Date): boolean {
  const state = checkInState(roomStayAt(room, now), hotelToday(room.timeZone, now));
  return state === CheckInState.CheckInEligible || state === CheckInState.CheckInModifiable;
}
