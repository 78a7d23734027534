import type { MessageRef } from '../i18n/message-ref';

/**
 * The reservation system's error catalogue (spec 02, section 8) in one table: every code the booking
 * and reservation screens can meet, the message shown for it, and which codes belong to travel agents or
 * to modifying a reservation. The spec gives the codes but not their wording; the wording is ours, in the
 * catalogue's refusals area (shared/i18n/messages/<locale>/refusals.json), one message per case.
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
  /** The booking code entered is not the one sent (the refusal's extensions say how many tries are left). */
  BookingCodeWrong: 'BOOKING_CODE_WRONG',
  /** No code works now: none was sent to this browser, it ran out, or it was tried too often. */
  BookingCodeExpired: 'BOOKING_CODE_EXPIRED',
  /** The booking's e-mail had its codes for the hour. */
  BookingCodeLimit: 'BOOKING_CODE_LIMIT',
} as const;

/** The words of a refusal, named in the catalogue's refusals area: each page says them in its own locale. */
export type ReservationRefusal = MessageRef<'refusals'>;

// The reservation system's own refusals say nothing a guest can act on: one message, naming the code.
const systemRefusal = (code: string): ReservationRefusal => ({ key: 'refusal.system', params: { code } });

const STRING_CODE_REFUSALS = {
  AP10071: systemRefusal('AP10071'),
  AP10076: systemRefusal('AP10076'),
  AP10077: systemRefusal('AP10077'),
  E_ALREADY_CANCELLED: { key: 'refusal.alreadyCancelled' },
  E_ALREADY_CONFIRMED: { key: 'refusal.alreadyConfirmed' },
  E_ARRIVAL_FORMAT: { key: 'refusal.arrivalFormat' },
  E_BAD_CONF_NO: { key: 'refusal.badConfirmationNumber' },
  E_BAD_HSSMMP_ID: { key: 'refusal.badTravelAgentId' },
  E_BAD_IATA: { key: 'refusal.badIata' },
  E_BAD_IATAN_VER: { key: 'refusal.iatanNotVerified' },
  E_DOUBLE_CLICK: { key: 'refusal.alreadySent' },
  E_FRAUD_ALERT: { key: 'refusal.bookOffline' },
  E_INVALID_KEY: { key: 'refusal.pageExpired' },
  E_MAX_BOOKINGS: { key: 'refusal.agentBookingLimit' },
  E_MAX_BOOK_ARRIVAL: { key: 'refusal.agentArrivalLimit' },
  E_NO_CERTS_LEFT: { key: 'refusal.noCertificatesLeft' },
  E_REPEATED_HOTEL: { key: 'refusal.repeatedHotel' },
  E_TOO_MANY_NIGHTS: { key: 'refusal.tooManyNights' },
  E_CHANGED_HOTEL: { key: 'refusal.changedHotel' },
  E_GNR_DATE_FORMAT: { key: 'refusal.changeDateFormat' },
  E_MOD_DISALLOW: { key: 'refusal.changeNotAllowed' },
} as const satisfies Record<string, ReservationRefusal>;

const KEY_REFUSALS: Record<(typeof ReservationErrorKey)[keyof typeof ReservationErrorKey], ReservationRefusal> = {
  RESERVATION_NOT_FOUND: { key: 'refusal.reservationNotFound' },
  INVALID_CONFIRMATION_NUMBER: { key: 'refusal.invalidConfirmationNumber' },
  SESSION_VALIDATION_FAILED: { key: 'refusal.sessionExpired' },
  CART_VALIDATION_FAILED: { key: 'refusal.cartExpired' },
  PROFILE_NOT_FOUND: { key: 'refusal.profileNotFound' },
  PURCHASE_LIMIT: { key: 'refusal.purchaseLimit' },
  DATES_UNAVAILABLE: { key: 'refusal.datesUnavailable' },
  emailDuplicateError: { key: 'refusal.duplicateEmail' },
  phoneAlreadyAssociatedError: { key: 'refusal.duplicatePhone' },
  EMAIL_AND_PHONE_DUPLICATE: { key: 'refusal.duplicateEmailAndPhone' },
  LOOKUP_RATE_LIMITED: { key: 'refusal.lookupRateLimited' },
  STALE_REVISION: { key: 'refusal.staleRevision' },
  RESERVATION_NOT_PERMITTED: { key: 'refusal.notPermitted' },
  RATE_UNAVAILABLE: { key: 'refusal.rateUnavailable' },
  NO_EXACT_MATCH: { key: 'refusal.noExactMatch' },
  ENROLLMENT_NOT_AVAILABLE: { key: 'refusal.enrollmentNotAvailable' },
  ROOMS_SOLD_OUT: { key: 'refusal.roomsSoldOut' },
  PRODUCTS_UNAVAILABLE: { key: 'refusal.productsUnavailable' },
  PAYMENT_REQUIRED: { key: 'refusal.paymentRequired' },
  PAYMENT_DECLINED: { key: 'refusal.paymentDeclined' },
  PAYMENT_TOKEN_INVALID: { key: 'refusal.paymentTokenInvalid' },
  PAYMENT_CARD_EXPIRED: { key: 'refusal.paymentCardExpired' },
  CARD_BRAND_NOT_ACCEPTED: { key: 'refusal.cardBrandNotAccepted' },
  INSUFFICIENT_POINTS: { key: 'refusal.insufficientPoints' },
  GUEST_INFO_REQUIRED: { key: 'refusal.guestInfoRequired' },
  PAYMENT_RATE_LIMITED: { key: 'refusal.paymentRateLimited' },
  CHECK_IN_NOT_AVAILABLE: { key: 'refusal.checkInNotAvailable' },
  SNA_NOT_AVAILABLE: { key: 'refusal.suiteNightAwardNotAvailable' },
  BOOKING_CODE_WRONG: { key: 'refusal.bookingCodeWrong' },
  BOOKING_CODE_EXPIRED: { key: 'refusal.bookingCodeExpired' },
  BOOKING_CODE_LIMIT: { key: 'refusal.bookingCodeLimit' },
};

const REFUSALS: Readonly<Record<string, ReservationRefusal>> = {
  ...Object.fromEntries(NUMERIC_RESERVATION_CODES.map((code) => [code, systemRefusal(code)])),
  [ROOM_UNAVAILABLE_CODE]: KEY_REFUSALS.DATES_UNAVAILABLE,
  ...STRING_CODE_REFUSALS,
  ...KEY_REFUSALS,
  [GENERIC_BOOKING_ERROR]: { key: 'refusal.generic' },
};

/** Every code and key the catalogue knows. */
export const RESERVATION_ERROR_CODES: readonly string[] = Object.keys(REFUSALS);

export function isKnownReservationError(code: string): boolean {
  return Object.hasOwn(REFUSALS, code);
}

/**
 * The message for a code, for a page to say in its locale (`say(reservationErrorRef(code))`); a code
 * the catalogue does not know reads as the generic booking error.
 */
export function reservationErrorRef(code: string | null | undefined): ReservationRefusal {
  return code && isKnownReservationError(code) ? REFUSALS[code]! : REFUSALS[GENERIC_BOOKING_ERROR]!;
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
