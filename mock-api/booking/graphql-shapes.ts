import { moneyOf } from '../../shared/domain/money';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { nightsBetween } from '../../shared/booking/search-criteria';
import type {
  AvailabilitySelection,
  BookingCancellationPolicy,
  NightlyRate,
  RatePlan,
  RatePrice,
  RoomType,
} from '../graphql/generated/resolvers-types';
import type { CancellationPolicy } from './cancellation-policy';
import type { RatePlanRecord, RoomTypeRecord } from './hotel-catalogue';
import type { NightPrice } from './rate-plan-price';
import { rateModeOf } from './rate-plan-mode';
import type { StayPrice } from './stay-price';

/** Spec 3 room image sizes per breakpoint, width by height. */
export const ROOM_IMAGE_SIZES = { mobile: [358, 160], tablet: [451, 366], desktop: [562, 366] } as const;

const sized = (path: string, [width, height]: readonly [number, number]) => `${path}?width=${width}&height=${height}`;

export function roomTypeShape(room: RoomTypeRecord): RoomType {
  return {
    code: room.code,
    name: room.name,
    description: room.description,
    bedding: room.bedding,
    sizeSquareMeters: room.sizeSquareMeters,
    maxOccupancy: room.maxOccupancy,
    features: room.features.map((feature) => ({ ...feature })),
    images: room.images.map((image) => ({
      alt: image.caption,
      mobile: sized(image.path, ROOM_IMAGE_SIZES.mobile),
      tablet: sized(image.path, ROOM_IMAGE_SIZES.tablet),
      desktop: sized(image.path, ROOM_IMAGE_SIZES.desktop),
    })),
  };
}

export function ratePlanShape(plan: RatePlanRecord): RatePlan {
  return { code: plan.code, name: plan.name, mode: rateModeOf(plan.mode), isMemberRate: plan.isMemberRate, isPrepaidNonRefundable: plan.isPrepaidNonRefundable };
}

export function ratePriceShape(price: StayPrice, currency: string): RatePrice {
  const money = (minor: number) => moneyOf(minor, currency);
  const optional = (minor: number | null) => (minor === null ? null : money(minor));
  return {
    cash: price.cash && {
      averageNightly: money(price.cash.averageNightly),
      averageNightlyWithTaxes: money(price.cash.averageNightlyWithTaxes),
      wasAverageNightly: optional(price.cash.wasAverageNightly),
      wasAverageNightlyWithTaxes: optional(price.cash.wasAverageNightlyWithTaxes),
      subtotal: money(price.cash.subtotal),
      taxesAndFees: money(price.cash.taxesAndFees),
      total: money(price.cash.total),
    },
    points: price.points && { ...price.points },
  };
}

export function nightlyRatesShape(nights: readonly NightPrice[], currency: string): NightlyRate[] {
  return nights.map((night) => ({ date: night.date, cash: night.cash === null ? null : moneyOf(night.cash, currency), points: night.points }));
}

export function cancellationPolicyShape(policy: CancellationPolicy, currency: string): BookingCancellationPolicy {
  return { ...policy, lateCancellationCharge: moneyOf(policy.lateCancellationCharge, currency) };
}

export function selectionShape(criteria: SearchCriteria): AvailabilitySelection {
  return { ...criteria, lengthOfStay: nightsBetween(criteria.checkInDate, criteria.checkOutDate) };
}
