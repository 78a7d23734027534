/**
 * The reservation system's error catalogue (spec 02, section 8) in one table: every code the booking
 * and reservation screens can meet, the words shown for it, and which codes belong to travel agents or
 * to modifying a reservation. The spec gives the codes but not their wording; the wording here is ours.
 */

/** The generic booking error; it stands in for any code the catalogue does not know. */
export const GENERIC_BOOKING_ERROR = 'WEB-BOOK-GEN001';

/** Numeric codes of the reservation system; the spec names them without saying what each means. */
export const NUMERIC_RESERVATION_CODES = ['119', '163', '213', '217', '240', '241', '242', '262', '299', '313', '352', '365', '389', '506', '630', '647', '648'] as const;

/** Unavailable-room code (spec 8, other keys): the room type cannot be had for the dates asked. */
export const ROOM_UNAVAILABLE_CODE = '427';

export const TRAVEL_AGENT_CODES = [
  'E_BAD_HSSMMP_ID',
  'E_BAD_IATAN_VER',
  'E_TOO_MANY_NIGHTS',
  'E_BAD_IATA',
  'E_NO_CERTS_LEFT',
  'E_MAX_BOOKINGS',
  'E_MAX_BOOK_ARRIVAL',
  'E_DOUBLE_CLICK',
  'E_REPEATED_HOTEL',
  'E_FRAUD_ALERT',
] as const;

export const MODIFY_ONLY_CODES = ['E_ARRIVAL_FORMAT', 'E_BAD_CONF_NO', 'E_ALREADY_CANCELLED', 'E_CHANGED_HOTEL', 'E_GNR_DATE_FORMAT', 'E_MOD_DISALLOW'] as const;

/** Keys of the lookup and session cases (spec 8, other keys), as the apps and the server send them. */
export const ReservationErrorKey = {
  ReservationNotFound: 'RESERVATION_NOT_FOUND',
  InvalidConfirmationNumber: 'INVALID_CONFIRMATION_NUMBER',
  SessionExpired: 'SESSION_VALIDATION_FAILED',
  CartExpired: 'CART_VALIDATION_FAILED',
  ProfileNotFound: 'PROFILE_NOT_FOUND',
  PurchaseLimit: 'PURCHASE_LIMIT',
  DatesUnavailable: 'DATES_UNAVAILABLE',
  DuplicateEmail: 'emailDuplicateError',
  DuplicatePhone: 'phoneAlreadyAssociatedError',
  DuplicateEmailAndPhone: 'EMAIL_AND_PHONE_DUPLICATE',
  LookupRateLimited: 'LOOKUP_RATE_LIMITED',
  /** A change quoted an order revision that is no longer the current one: nothing was changed. */
  StaleRevision: 'STALE_REVISION',
  /** The browser may not see this reservation: neither its member nor a lookup of it. */
  NotPermitted: 'RESERVATION_NOT_PERMITTED',
  /** Create cart (select rate): the rate is no longer offered for that stay (booking contract). */
  RateUnavailable: 'RATE_UNAVAILABLE',
  /** The rate list's search found no exact match (spec 8, component ERS Flexible Filter); logged, not refused. */
  NoExactMatch: 'NO_EXACT_MATCH',
  /**
   * Inline enrollment's refusals (authApiPaths.enroll, EnrollmentErrorResponse): the duplicates of the
   * spec 8 keys above as the REST call names them, and joining from a country where it is not offered.
   */
  EnrollmentNotAvailable: 'ENROLLMENT_NOT_AVAILABLE',
  /** Book now: the last rooms went to another guest while this one booked (/reservation/unsuccessfulSell.mi). */
  RoomsSoldOut: 'ROOMS_SOLD_OUT',
  /** Book now: the room or rate is no longer sold for these nights (/reservation/productsUnavailable.mi). */
  ProductsUnavailable: 'PRODUCTS_UNAVAILABLE',
  /** Book now without a card on the cart. */
  PaymentRequired: 'PAYMENT_REQUIRED',
  /** The payment step (the card's issuer) refused the card. */
  PaymentDeclined: 'PAYMENT_DECLINED',
  /** A card token this browser may not use (another browser's, unknown, or gone). */
  PaymentTokenInvalid: 'PAYMENT_TOKEN_INVALID',
  /** The card expires before the stay ends. */
  PaymentCardExpired: 'PAYMENT_CARD_EXPIRED',
  CardBrandNotAccepted: 'CARD_BRAND_NOT_ACCEPTED',
  /** The member's points no longer cover the stay and buying the rest was not agreed or not possible. */
  InsufficientPoints: 'INSUFFICIENT_POINTS',
  /** Book now before the guest information was saved in the cart. */
  GuestInfoRequired: 'GUEST_INFO_REQUIRED',
  /** Online check-in outside its window: before the day before arrival, or once the guest has arrived. */
  CheckInNotAvailable: 'CHECK_IN_NOT_AVAILABLE',
  /** A Suite Night Award asked or removed where the rules do not allow it (after the cutoff, no awards left, no suite at the hotel). */
  SuiteNightAwardNotAvailable: 'SNA_NOT_AVAILABLE',
  /** Tokenising: too many cards from one client in a minute. */
  PaymentRateLimited: 'PAYMENT_RATE_LIMITED',
} as const;

const TRY_AGAIN_OR_CALL = 'Try again, or call us and we will finish it with you.';
const systemRefusal = (code: string) => `Our reservation system could not complete this request (code ${code}). ${TRY_AGAIN_OR_CALL}`;

const STRING_CODE_MESSAGES = {
  AP10071: systemRefusal('AP10071'),
  AP10076: systemRefusal('AP10076'),
  AP10077: systemRefusal('AP10077'),
  E_ALREADY_CANCELLED: 'This reservation is already cancelled.',
  E_ALREADY_CONFIRMED: 'This reservation is already confirmed.',
  E_ARRIVAL_FORMAT: 'The arrival date is not a date we can read. Choose it again.',
  E_BAD_CONF_NO: 'That confirmation number does not match a reservation.',
  E_BAD_HSSMMP_ID: 'That travel agent id is not valid.',
  E_BAD_IATA: 'That IATA number is not valid.',
  E_BAD_IATAN_VER: 'That IATAN number could not be verified.',
  E_DOUBLE_CLICK: 'This booking was already sent. Check your reservations before booking again.',
  E_FRAUD_ALERT: 'We cannot complete this booking online. Call us to finish it.',
  E_INVALID_KEY: 'This page has expired. Start the booking again.',
  E_MAX_BOOKINGS: 'This booking is over the number of reservations one agent may hold.',
  E_MAX_BOOK_ARRIVAL: 'This booking is over the number of reservations one agent may hold for that arrival date.',
  E_NO_CERTS_LEFT: 'There are no certificates left for this rate.',
  E_REPEATED_HOTEL: 'There is already a reservation at this hotel for these dates.',
  E_TOO_MANY_NIGHTS: 'This stay is longer than the rate allows.',
  E_CHANGED_HOTEL: 'A reservation cannot be moved to another hotel. Cancel it and book the new hotel.',
  E_GNR_DATE_FORMAT: 'A date in this change is not one we can read. Choose it again.',
  E_MOD_DISALLOW: 'This reservation can no longer be changed online.',
} as const;

const KEY_MESSAGES: Record<(typeof ReservationErrorKey)[keyof typeof ReservationErrorKey], string> = {
  RESERVATION_NOT_FOUND: 'We could not find a reservation with that confirmation number and last name. Check both and try again.',
  INVALID_CONFIRMATION_NUMBER: 'A confirmation number is digits only, up to 11 of them.',
  SESSION_VALIDATION_FAILED: 'Your session has expired. Start again to carry on.',
  CART_VALIDATION_FAILED: 'Your booking has expired. Start again to carry on.',
  PROFILE_NOT_FOUND: 'We could not find your profile. Sign in again, or call us.',
  PURCHASE_LIMIT: 'This is over the purchase limit for one booking.',
  DATES_UNAVAILABLE: 'This room is not available for those dates. Choose other dates or another room.',
  emailDuplicateError: 'That e-mail address already belongs to a Portico Rewards account. Sign in to book with it, or use another address.',
  phoneAlreadyAssociatedError: 'That phone number already belongs to a Portico Rewards account. Sign in to book with it, or use another number.',
  EMAIL_AND_PHONE_DUPLICATE: 'That e-mail address and phone number already belong to a Portico Rewards account. Sign in to book with it.',
  LOOKUP_RATE_LIMITED: 'Too many lookups from this device. Wait a minute and try again.',
  STALE_REVISION: 'This reservation changed since this page loaded, so nothing was changed. We have read it again: look at it, then try once more.',
  RESERVATION_NOT_PERMITTED: 'Find this reservation with its confirmation number and last name, or sign in as the member who booked it.',
  RATE_UNAVAILABLE: 'This rate was just taken for your dates. The list now shows what is still available.',
  NO_EXACT_MATCH: 'Not an exact match, but these come close.',
  ENROLLMENT_NOT_AVAILABLE: 'Joining online is not available for this country or region. You can still complete your booking as a guest.',
  ROOMS_SOLD_OUT: 'The last rooms of this type were just booked by another guest, so this booking was not made and nothing was charged.',
  PRODUCTS_UNAVAILABLE: 'This room or rate is no longer sold for your dates, so this booking was not made and nothing was charged.',
  PAYMENT_REQUIRED: 'Add a card to pay with before booking.',
  PAYMENT_DECLINED: 'Your card was declined. Nothing was charged: use another card, or call your bank.',
  PAYMENT_TOKEN_INVALID: 'We could not use that card. Enter its details again.',
  PAYMENT_CARD_EXPIRED: 'This card expires before your stay ends. Use another card.',
  CARD_BRAND_NOT_ACCEPTED: 'This hotel does not take this kind of card. Use another card.',
  INSUFFICIENT_POINTS: 'Your points no longer cover this stay. Buy the points you lack, or choose another rate.',
  GUEST_INFO_REQUIRED: 'Add the guest information before booking.',
  PAYMENT_RATE_LIMITED: 'Too many cards were tried from this device. Wait a minute and try again.',
  CHECK_IN_NOT_AVAILABLE: 'Online check-in opens the day before you arrive and closes once you have arrived. The front desk will help you.',
  SNA_NOT_AVAILABLE: 'A Suite Night Award cannot be asked for or removed on this stay now.',
};

const MESSAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(NUMERIC_RESERVATION_CODES.map((code) => [code, systemRefusal(code)])),
  [ROOM_UNAVAILABLE_CODE]: KEY_MESSAGES.DATES_UNAVAILABLE,
  ...STRING_CODE_MESSAGES,
  ...KEY_MESSAGES,
  [GENERIC_BOOKING_ERROR]: `Something went wrong with this booking. ${TRY_AGAIN_OR_CALL}`,
};

/** Every code and key the catalogue knows. */
export const RESERVATION_ERROR_CODES: readonly string[] = Object.keys(MESSAGES);

export function isKnownReservationError(code: string): boolean {
  return Object.hasOwn(MESSAGES, code);
}

/** The words for a code; a code the catalogue does not know reads as the generic booking error. */
export function reservationErrorMessage(code: string | null | undefined): string {
  return code && isKnownReservationError(code) ? MESSAGES[code]! : MESSAGES[GENERIC_BOOKING_ERROR]!;
}

/** The code to show or log: the code itself when known, else the generic booking error (spec 8). */
export function displayedReservationCode(code: string | null | undefined): string {
  return code && isKnownReservationError(code) ? code : GENERIC_BOOKING_ERROR;
}

export function isTravelAgentCode(code: string): boolean {
  return (TRAVEL_AGENT_CODES as readonly string[]).includes(code);
}

export function isModifyOnlyCode(code: string): boolean {
  return (MODIFY_ONLY_CODES as readonly string[]).includes(code);
}

export type ErrorLogSource = 'API_ERROR' | 'COMPONENT_ERROR';

/**
 * The logged form of an error (spec 8): source, code, component and detail joined by `|`. A `|` inside
 * a part would shift the fields for whoever splits the line, so it is replaced.
 */
export function errorLogLine({ source = 'API_ERROR', code, component, detail = '' }: { source?: ErrorLogSource; code: string; component: string; detail?: string }): string {
  return [source, code, component, detail].map((part) => part.replace(/\|/g, '/')).join('|');
}
