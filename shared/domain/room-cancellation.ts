import { hotelToday } from '../time/hotel-day';
import { stayPhase, type RoomStay } from './check-in-state';

/**
 * Whether a room may be cancelled, and what cancelling it costs, at a given instant: the rule the
 * server applies when it cancels and the cancel modal shows before asking. Free before the rate's
 * deadline, the rate's late charge after it (or always, for a rate never free to cancel). A room that
 * is cancelled, whose guest has arrived, or whose stay has ended cannot be cancelled at all.
 */

/** The rate's cancellation terms. Amounts are in the currency's minor units. */
export type CancellationTerms = {
  /** Cancelling is free before this instant; null for a rate that is never free to cancel. */
  freeCancellationUntil: Date | null;
  lateCancellationCharge: number;
};

export type CancellationQuote =
  | { isCancellable: false }
  | {
      isCancellable: true;
      /** What cancelling now would cost, in minor units. */
      charge: number;
      isFree: boolean;
    };

export function isWithinFreeCancellation(terms: CancellationTerms, now: Date): boolean {
  return terms.freeCancellationUntil !== null && now.getTime() < terms.freeCancellationUntil.getTime();
}

/** What cancelling the room at `now` would come to; whether its stay has begun is judged by the day in the hotel's `timeZone`. */
export function cancellationQuote(room: RoomStay & CancellationTerms, now: Date, timeZone: string): CancellationQuote {
  if (stayPhase(room, hotelToday(timeZone, now)) !== 'upcoming') return { isCancellable: false };
  const isFree = isWithinFreeCancellation(room, now);
  return { isCancellable: true, isFree, charge: isFree ? 0 : room.lateCancellationCharge };
}
