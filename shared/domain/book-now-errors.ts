/**
 * Spec 8's named book-now case: a refused Book now is logged with the component "Booking Acknowledgement"
 * and a code that tells a member's booking from a guest's (the spec says the two differ without naming
 * them; these are ours). The reservation system's own code goes in the line's detail, so a log search
 * can count failed bookings by who booked and still see why each failed.
 */
export const BOOK_NOW_COMPONENT = 'Booking Acknowledgement';

/** A signed-in member's Book now was refused. */
export const BOOK_NOW_MEMBER_ERROR = 'BOOK_NOW_MEMBER_ERROR';

/** A guest's (no account, or not signed in) Book now was refused. */
export const BOOK_NOW_GUEST_ERROR = 'BOOK_NOW_GUEST_ERROR';

/** The case code of a refused Book now, by whether a member was signed in when they pressed it. */
export function bookNowErrorCase(isMember: boolean): typeof BOOK_NOW_MEMBER_ERROR | typeof BOOK_NOW_GUEST_ERROR {
  return isMember ? BOOK_NOW_MEMBER_ERROR : BOOK_NOW_GUEST_ERROR;
}
