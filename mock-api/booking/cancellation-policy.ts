import { formatInstant } from '../../shared/time/format-instant';
import { daysBefore, hotelTimeOn } from '../../shared/time/hotel-day';
import type { NightPrice } from './rate-plan-price';
import { nightlyTaxes, type TaxTerms } from './taxes';
import { moneyText } from './money-text';

/** Free cancellation ends at this hour of its last day, on the hotel's clock. */
export const FREE_CANCELLATION_HOUR = 16;

/** A rate plan's cancellation terms (columns of `rate_plans`). */
export type CancellationTerms = {
  isPrepaidNonRefundable: boolean;
  /** Free to cancel until FREE_CANCELLATION_HOUR (hotel time) this many days before arrival; null: never. */
  freeCancellationDays: number | null;
};

/** A rate's cancellation terms for one stay (schema: BookingCancellationPolicy), money in minor units. */
export type CancellationPolicy = {
  isRefundable: boolean;
  /** ISO instant; null when cancelling is not free (any more). */
  freeCancellationUntil: string | null;
  /** What cancelling after that costs, every room together. */
  lateCancellationCharge: number;
  description: string;
};

export type StayForCancellation = {
  checkInDate: string;
  /** The hotel's IANA zone: the deadline is an hour of its day and is written in its time. */
  timeZone: string;
  /** The stay's nights at the rate, one room each; null when the viewer may not see the rate's price. */
  nights: readonly NightPrice[] | null;
  numRooms: number;
  taxes: TaxTerms;
  currency: string;
  now: Date;
  /** The locale amounts in the description are printed in (the request's); en-US when not given. */
  locale?: string;
};

/**
 * The terms of cancelling a stay at a rate, judged at `now`. A refundable rate is free until its
 * deadline and then costs the first night of each room before taxes (its cash part; a points night
 * keeps one night of points instead); a deadline already past is no longer offered. A prepaid rate
 * is never free and costs the whole stay. When the viewer may not see the price (a member rate for a
 * visitor) the charge is given as 0 and said in words only, so the policy does not tell the price.
 */
export function cancellationPolicyFor(terms: CancellationTerms, stay: StayForCancellation): CancellationPolicy {
  const { nights, numRooms, taxes, currency } = stay;
  const amount = (minor: number) => moneyText(minor, currency, stay.locale ?? 'en-US');
  if (terms.isPrepaidNonRefundable || terms.freeCancellationDays === null) {
    const total = nights ? nights.reduce((sum, night) => sum + (night.cash ?? 0) + nightlyTaxes(night.cash, taxes), 0) * numRooms : 0;
    return {
      isRefundable: false,
      freeCancellationUntil: null,
      lateCancellationCharge: total,
      description: `Paid in full when booked and not refundable: cancelling costs the whole stay${nights ? `, ${amount(total)}` : ''}.`,
    };
  }
  const firstNight = nights?.[0];
  const charge = (firstNight?.cash ?? 0) * numRooms;
  const whatItCosts = !firstNight
    ? 'the first night of each room'
    : firstNight.cash === null
      ? 'one night of points for each room'
      : `the first night of each room, ${amount(charge)}`;
  const deadline = freeCancellationDeadline(stay.checkInDate, terms.freeCancellationDays, stay.timeZone);
  const when = formatInstant(deadline, stay.locale ?? 'en-US', stay.timeZone);
  const isStillFree = deadline.getTime() > stay.now.getTime();
  return {
    isRefundable: true,
    freeCancellationUntil: isStillFree ? deadline.toISOString() : null,
    lateCancellationCharge: charge,
    description: isStillFree
      ? `Free cancellation until ${when}. After that, cancelling costs ${whatItCosts}.`
      : `Free cancellation ended ${when}: cancelling now costs ${whatItCosts}.`,
  };
}

/** FREE_CANCELLATION_HOUR on the hotel's clock, on the day `days` before `checkInDate` at the hotel. */
export function freeCancellationDeadline(checkInDate: string, days: number, timeZone: string): Date {
  return hotelTimeOn(daysBefore(checkInDate, days), FREE_CANCELLATION_HOUR, timeZone);
}
