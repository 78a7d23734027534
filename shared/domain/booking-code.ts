/**
 * The code sent to a booking's e-mail that lets a browser holding only a lookup (a confirmation number
 * and a surname) change the booking or pay for more: shared by the server that sends and checks it and
 * the reservation page that asks for it (docs/security.md, "What a lookup may do").
 */

export const BOOKING_CODE_DIGITS = 6;

/** How long a code works once sent. */
export const BOOKING_CODE_MINUTES = 10;

/** Wrong codes a code takes before it stops working; a new one is then asked for. */
export const BOOKING_CODE_MAX_ATTEMPTS = 5;

/** Codes one booking's e-mail receives in an hour, however many browsers ask. */
export const BOOKING_CODES_PER_HOUR = 3;
