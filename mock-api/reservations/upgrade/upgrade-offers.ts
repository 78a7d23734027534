import type { SearchCriteria } from '../../../shared/booking/search-criteria';
import { cancellationPolicyFor } from '../../booking/cancellation-policy';
import type { RatePlanRecord, RoomTypeRecord } from '../../booking/hotel-catalogue';
import { readChargedNights } from '../../booking/orders/charged-nights';
import { pricedRoomTerms } from '../../booking/orders/room-of-cart';
import type { NightPrice } from '../../booking/rate-plan-price';
import { stayOf } from '../../booking/stay';
import { stayPrice } from '../../booking/stay-price';
import type { Queryable } from '../../db/database';
import type { ModifiableRoom, ModifyViewer } from '../modify/modifiable-room';
import { modifyOffers, roomTotalOf, type ModifyRateResult } from '../modify/modify-offers';

/** Spec 1's two ways of paying an upgrade: the rate's cash for the better room, or the stay's cash as booked and the better room's premium in points. */
export type UpgradePayment = 'CASH' | 'POINTS_PLUS_CASH';

export type UpgradeOffer = { roomType: RoomTypeRecord; roomsLeft: number; cash: ModifyRateResult | null; pointsPlusCash: ModifyRateResult | null };

/** The room's own stay and party, at its hotel: an upgrade changes the room type only. */
export function ownStayOf({ order, room }: Pick<ModifiableRoom, 'order' | 'room'>): SearchCriteria {
  return {
    propertyId: order.hotelCode,
    checkInDate: room.checkInDate,
    checkOutDate: room.checkOutDate,
    numRooms: 1,
    numAdultsPerRoom: room.adults,
    numChildrenPerRoom: room.children,
    rewardsRedemption: false,
  };
}

/**
 * Spec 7 "room upgrade data": the hotel's better room types (later in its order than the room's) free
 * on every night of the room's stay that hold its party, each priced two ways. In cash: the room's own
 * rate for the better room, against what the room costs now. In points plus cash, for the room's member
 * signed in: the stay keeps its cash price and the upgrade is paid in points, the better room's points
 * premium over the room's for each night. A room paid with points, or at a rate the hotel no longer
 * sells, is offered no upgrade.
 */
export async function upgradeOffers(db: Queryable, modifiable: ModifiableRoom, viewer: ModifyViewer, now: Date): Promise<UpgradeOffer[]> {
  const { catalogue, room, plan, booked } = modifiable;
  if (!plan || plan.mode !== 'CASH' || booked.points > 0) return [];
  const current = catalogue.roomTypes.find((type) => type.code === room.inventoryTypeCode);
  const mayPayPoints = viewer.access.kind === 'member' && viewer.booker.memberId === modifiable.order.memberId;
  const nights = await nightsAsBooked(db, modifiable);
  const offers = await modifyOffers(db, modifiable, ownStayOf(modifiable), viewer.booker.isMember, now);
  return offers
    .filter((offer) => offer.roomType.sortOrder > (current?.sortOrder ?? Number.POSITIVE_INFINITY))
    .map((offer) => ({
      roomType: offer.roomType,
      roomsLeft: offer.roomsLeft,
      cash: offer.rates.find((rate) => rate.plan.code === plan.code) ?? null,
      pointsPlusCash: mayPayPoints && current ? pointsPlusCash(modifiable, plan, offer.roomType, current, nights, now) : null,
    }))
    .filter((offer) => offer.cash !== null || offer.pointsPlusCash !== null);
}

/** The cash of each night the room holds: as kept when it was booked here, or the seeded history's average for every night. */
async function nightsAsBooked(db: Queryable, modifiable: ModifiableRoom): Promise<{ date: string; cash: number }[]> {
  const { room } = modifiable;
  const kept = (await readChargedNights(db, [room.confirmationNumber])).get(room.confirmationNumber);
  if (kept?.every((night) => night.cash !== null)) return kept.map((night) => ({ date: night.date, cash: night.cash! }));
  return stayOf(ownStayOf(modifiable)).dates.map((date) => ({ date, cash: room.nightlyRate }));
}

function pointsPlusCash(
  modifiable: ModifiableRoom,
  plan: RatePlanRecord,
  better: RoomTypeRecord,
  current: RoomTypeRecord,
  booked: readonly { date: string; cash: number }[],
  now: Date,
): ModifyRateResult | null {
  const premium = better.pointsPremium - current.pointsPremium;
  if (premium <= 0) return null;
  const { catalogue, room } = modifiable;
  const nights: NightPrice[] = booked.map((night) => ({ date: night.date, cash: night.cash, points: premium, flexiblePrice: night.cash }));
  const stay = { checkInDate: room.checkInDate, timeZone: catalogue.timeZone, nights, taxes: catalogue.taxes, currency: catalogue.currency };
  const points = premium * nights.length;
  return {
    plan,
    pricing: { plan, nights, price: stayPrice(nights, { numRooms: 1, taxes: catalogue.taxes, comparesWithFlexibleRate: false }) },
    // The stay's cash is what it was: only the room and its points change.
    terms: { ...pricedRoomTerms({ roomType: better, plan }, stay, now), nightlyRate: room.nightlyRate, taxes: room.taxes, pointsPerNight: premium },
    policy: cancellationPolicyFor(plan, { ...stay, numRooms: 1, now }),
    updatedTotal: roomTotalOf(room),
    cashDifference: 0,
    pointsDifference: points,
    points,
  };
}
