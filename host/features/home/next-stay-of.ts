import type { TripSummaryFieldsFragment } from '../../../shared/graphql/generated/graphql';

/** The trip to come that starts first (the earliest check-in; the first listed of a day). */
export function nextStayOf(upcoming: readonly TripSummaryFieldsFragment[]): TripSummaryFieldsFragment | null {
  let next: TripSummaryFieldsFragment | null = null;
  for (const trip of upcoming) if (!next || trip.checkInDate < next.checkInDate) next = trip;
  return next;
}
