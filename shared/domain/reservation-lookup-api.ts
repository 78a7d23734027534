/**
 * The find-reservation call (spec 7, `submitReservationLookup`), shared by the server that answers it
 * and the overlay and host page that send it.
 *
 * A match grants this browser sight of the reservation's order for {@link LOOKUP_GRANT_MINUTES}
 * (an httpOnly cookie naming a grant kept in the database), then answers where to go next. Every
 * refusal has the auth calls' error shape (`AuthErrorResponse`) with one code of the reservation
 * catalogue: INVALID_CONFIRMATION_NUMBER (400), RESERVATION_NOT_FOUND (404, also for a wrong last
 * name, so a number cannot be confirmed without its name) or LOOKUP_RATE_LIMITED (429).
 */

export type ReservationLookupRequest = { confirmationNumber: string; lastName: string };

/** Status 200. */
export type ReservationLookupResponse = {
  confirmationNumber: string;
  /** The upcoming reservation page for this reservation, a same-site path. */
  nextStateURI: string;
  isRedirect: true;
};

/** How long a lookup lets a visitor see and cancel the reservation (spec 9's 30-minute timer). */
export const LOOKUP_GRANT_MINUTES = 30;

/** Lookups one client may make in a minute before being refused (enumeration guard). */
export const LOOKUPS_PER_MINUTE = 10;
