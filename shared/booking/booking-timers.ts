/**
 * The booking flow's four clocks (spec 9 names 900 s, 300 s, 15 min and 30 min without saying what
 * each governs; this is our choice, documented in docs/architecture.md, "Reservations and booking"):
 *
 * - 900 s, the cart hold: a selected rate's price is held this long from create cart, and again from
 *   each extend; the sticky bar counts it down.
 * - 300 s, the warning: the session-timeout modal opens when this little of the hold is left, and
 *   offers to extend it.
 * - 15 min, the rate list's freshness: prices and rooms left change as others book, so an open rate
 *   list searches again after this long.
 * - 30 min, the booking session: a browser's booking session ends after this long without a booking
 *   call; a cart of an ended session sends the browser to the expired-session page.
 */
export const CART_HOLD_SECONDS = 900;
export const CART_EXPIRY_WARNING_SECONDS = 300;
export const RATE_LIST_REFRESH_MS = 15 * 60 * 1000;
export const BOOKING_SESSION_IDLE_MS = 30 * 60 * 1000;

/**
 * Whole seconds left of a hold at `now` (never negative). An `expiresAt` that is not a date-time counts
 * as over: a hold whose end cannot be known is not one to keep a guest waiting on.
 */
export function secondsLeft(expiresAt: string, now: number): number {
  const left = Math.ceil((Date.parse(expiresAt) - now) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** "14:59", "0:07": minutes and seconds, as the sticky bar and the modal count down; "0:00" for no number. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
