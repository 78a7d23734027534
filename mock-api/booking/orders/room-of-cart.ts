import { USER_FORM_TITLES } from '../../../shared/domain/user-form-titles';
import type { CartGuestInfo } from '../../graphql/generated/resolvers-types';
import { cancellationPolicyFor } from '../cancellation-policy';
import type { CartRecord } from '../cart-store';
import type { RoomTypeRecord } from '../hotel-catalogue';
import { divideRoundingHalfUp } from '../minor-units';
import type { NightPrice } from '../rate-plan-price';
import { nightlyTaxes, type TaxTerms } from '../taxes';
import type { NewRoom } from './order-rows';
import type { SoldProduct } from './still-sold';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

// The cart keeps the form's title code (MS); a booked room keeps its words, as the seeded rooms do (Ms).
const titleWords = (code: string | null | undefined) => USER_FORM_TITLES.find((title) => title.code === code)?.labels.en ?? null;

/** A room type's facts as a booked room lists them: bedding, size, then its features, each once. */
export function bookedFeaturesOf(roomType: RoomTypeRecord): string[] {
  return [...new Set([roomType.bedding, `${roomType.sizeSquareMeters} m²`, ...roomType.features.map((feature) => feature.description)])];
}

/** What a room booked at `plan` for `nights` keeps of its price and terms: what the reservation row stores. */
export type PricedRoomTerms = Pick<
  NewRoom,
  'roomName' | 'ratePlanName' | 'ratePlanCode' | 'inventoryTypeCode' | 'description' | 'features' | 'nightlyRate' | 'taxes' | 'isMemberRate' | 'freeCancellationUntil' | 'lateCancellationCharge' | 'pointsPerNight'
>;

/**
 * One room of `roomType` at `plan` for the priced `nights`: their average before taxes (half up), the
 * stay's taxes for one room, and the cancellation terms the rate gives this stay booked at `now` (the
 * deadline, or none when it has passed or the rate is never free; the late charge of one room).
 */
export function pricedRoomTerms(
  { roomType, plan }: Pick<SoldProduct, 'roomType' | 'plan'>,
  stay: { checkInDate: string; timeZone: string; nights: readonly NightPrice[]; taxes: TaxTerms; currency: string },
  now: Date,
): PricedRoomTerms {
  const { checkInDate, timeZone, nights, taxes, currency } = stay;
  const cash = sum(nights.map((night) => night.cash ?? 0));
  const points = sum(nights.map((night) => night.points ?? 0));
  const policy = cancellationPolicyFor(plan, { checkInDate, timeZone, nights, numRooms: 1, taxes, currency, now });
  return {
    roomName: roomType.name,
    ratePlanName: plan.name,
    ratePlanCode: plan.code,
    inventoryTypeCode: roomType.code,
    description: roomType.description,
    features: bookedFeaturesOf(roomType),
    nightlyRate: divideRoundingHalfUp(cash, nights.length),
    taxes: sum(nights.map((night) => nightlyTaxes(night.cash, taxes))),
    isMemberRate: plan.isMemberRate,
    freeCancellationUntil: policy.freeCancellationUntil === null ? null : new Date(policy.freeCancellationUntil),
    lateCancellationCharge: policy.lateCancellationCharge,
    pointsPerNight: points > 0 ? divideRoundingHalfUp(points, nights.length) : null,
  };
}

/** One room of the cart as a booked room keeps it: the held nights priced as above, the guest as its primary guest and what the guest asked for. */
export function roomOfCart(cart: CartRecord, product: SoldProduct, guestInfo: CartGuestInfo, now: Date): NewRoom {
  const { nights, criteria } = cart;
  return {
    ...pricedRoomTerms(product, { checkInDate: criteria.checkInDate, timeZone: product.catalogue.timeZone, nights, taxes: cart.taxes, currency: cart.currency }, now),
    checkInDate: criteria.checkInDate,
    nights,
    adults: criteria.numAdultsPerRoom,
    children: criteria.numChildrenPerRoom,
    currency: cart.currency,
    roomRequests: guestInfo.roomRequests,
    comments: guestInfo.comments ?? null,
    arrivalTime: guestInfo.arrivalTime ?? null,
    guest: { title: titleWords(guestInfo.guest.title), givenName: guestInfo.guest.givenName, surname: guestInfo.guest.surname },
  };
}
