import type { SearchCriteria } from '../../../shared/booking/search-criteria';
import { cancellationPolicyFor, type CancellationPolicy } from '../../booking/cancellation-policy';
import type { RatePlanRecord, RoomTypeRecord } from '../../booking/hotel-catalogue';
import { pricedRoomTerms, type PricedRoomTerms } from '../../booking/orders/room-of-cart';
import type { RatePricing } from '../../booking/rate-pricing';
import { findRoomNights, type RoomNights } from '../../booking/room-nights';
import { roomOffers } from '../../booking/room-offers';
import { stayOf } from '../../booking/stay';
import type { Queryable } from '../../db/database';
import type { RoomRecord } from '../order-record';
import type { ModifiableRoom } from './modifiable-room';

/** One rate the room could change to: its price for the new stay, and what the room would then keep and cost. */
export type ModifyRateResult = {
  plan: RatePlanRecord;
  pricing: RatePricing;
  terms: PricedRoomTerms;
  policy: CancellationPolicy;
  /** Nights and taxes, as the reservation shows a room's total; 0 for pure points. */
  updatedTotal: number;
  cashDifference: number;
  pointsDifference: number;
  points: number;
};

export type ModifyRoomResult = { roomType: RoomTypeRecord; roomsLeft: number; rates: ModifyRateResult[] };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What a room costs as its reservation shows it: the average night times the nights, and the taxes. */
export const roomTotalOf = (room: Pick<RoomRecord, 'nightlyRate' | 'nights' | 'taxes'>) => room.nightlyRate * room.nights + room.taxes;

/**
 * The hotel's nights for the new stay, with the nights this room holds now counted as free to it: a
 * change gives them back in the same transaction that takes the new ones, so the same room one night
 * longer is offered even when every other room of its type is sold. Rooms of the seeded history took
 * no inventory and hold none.
 */
async function nightsFreeToRoom(db: Queryable, modifiable: ModifiableRoom, criteria: SearchCriteria): Promise<RoomNights> {
  const nights = await findRoomNights(db, modifiable.catalogue.hotelCode, criteria.checkInDate, criteria.checkOutDate);
  if (!modifiable.booked.takesInventory) return nights;
  const { room } = modifiable;
  const own = nights.get(room.inventoryTypeCode);
  for (const date of stayOf({ ...criteria, checkInDate: room.checkInDate, checkOutDate: room.checkOutDate }).dates) {
    const night = own?.get(date);
    if (night) own!.set(date, { ...night, roomsFree: night.roomsFree + 1 });
  }
  return nights;
}

/**
 * Every room type free for the new stay that holds the party, with the rates of the room's own modes
 * whose price this viewer may see, each priced for one room and against what the room costs now.
 */
export async function modifyOffers(db: Queryable, modifiable: ModifiableRoom, criteria: SearchCriteria, isMember: boolean, now: Date): Promise<ModifyRoomResult[]> {
  const { catalogue, room, booked, modes } = modifiable;
  const nights = await nightsFreeToRoom(db, modifiable, criteria);
  const offers = roomOffers(catalogue, nights, stayOf(criteria), { isMember }, modes);
  return offers.map((offer) => ({
    roomType: offer.roomType,
    roomsLeft: offer.roomsLeft,
    rates: offer.rates.flatMap(({ plan, pricing }) => {
      if (!pricing) return [];
      const stay = { checkInDate: criteria.checkInDate, timeZone: catalogue.timeZone, nights: pricing.nights, taxes: catalogue.taxes, currency: catalogue.currency };
      const terms = pricedRoomTerms({ roomType: offer.roomType, plan }, stay, now);
      const updatedTotal = roomTotalOf({ nightlyRate: terms.nightlyRate, nights: pricing.nights.length, taxes: terms.taxes });
      const points = sum(pricing.nights.map((night) => night.points ?? 0));
      return [
        {
          plan,
          pricing,
          terms,
          policy: cancellationPolicyFor(plan, { ...stay, numRooms: 1, now }),
          updatedTotal,
          cashDifference: updatedTotal - roomTotalOf(room),
          pointsDifference: points - booked.points,
          points,
        },
      ];
    }),
  }));
}

/** The offer of `roomTypeCode` at `ratePlanCode`, if the room may change to it. */
export function chosenOffer(offers: readonly ModifyRoomResult[], { roomTypeCode, ratePlanCode }: { roomTypeCode: string; ratePlanCode: string }) {
  const room = offers.find((offer) => offer.roomType.code === roomTypeCode);
  return { room, rate: room?.rates.find((rate) => rate.plan.code === ratePlanCode) ?? null };
}
