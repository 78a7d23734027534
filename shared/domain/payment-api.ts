import type { CardBrand } from '../validation/payment-card';
import type { AuthErrorResponse } from './auth-responses';

/**
 * The tokenising call (contract; booking part 3): the only call that ever carries a card number or
 * security code. It is served on the overlay origin only (the host origin answers 404), and only the
 * payment overlay sends it. The server checks the card by shared/validation/payment-card.ts, keeps the
 * number encrypted in the card vault, drops the security code, and answers a token; from then on the
 * card is known everywhere by token, brand, last four and expiry.
 *
 * The browser must hold a booking session (the cookie createCart set): a token belongs to that session,
 * and to the member signed in, if any. Refusals have the auth calls' error shape (`AuthErrorResponse`)
 * with one code: CARD_NUMBER_INVALID, CARD_SECURITY_CODE_INVALID, CARD_EXPIRY_INVALID or
 * CARDHOLDER_NAME_INVALID (400, with `field` naming the request field), CART_VALIDATION_FAILED or
 * SESSION_VALIDATION_FAILED (401: no live booking session), PAYMENT_RATE_LIMITED (429).
 */
export const paymentApiPaths = {
  /** POST {@link CardTokenRequest} as JSON; 201 {@link CardTokenResponse}. */
  tokens: '/payment/v1/tokens',
} as const;

export type CardTokenRequest = {
  /** Digits, spaces allowed (as the field groups them). */
  cardNumber: string;
  securityCode: string;
  /** 1 to 12. */
  expiryMonth: number;
  /** Four digits, or two (widened to this century). */
  expiryYear: number;
  cardholderName: string;
};

/** Status 201. */
export type CardTokenResponse = {
  token: string;
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
};

export const CardTokenErrorCode = {
  CardNumberInvalid: 'CARD_NUMBER_INVALID',
  SecurityCodeInvalid: 'CARD_SECURITY_CODE_INVALID',
  ExpiryInvalid: 'CARD_EXPIRY_INVALID',
  CardholderNameInvalid: 'CARDHOLDER_NAME_INVALID',
  RateLimited: 'PAYMENT_RATE_LIMITED',
} as const;

/** Card tokenisations one client may ask for in a minute (card-testing guard). */
export const CARD_TOKENS_PER_MINUTE = 10;

/** A token: `tok_` and 192 random bits, base64url. */
export const CARD_TOKEN_PATTERN = /^tok_[A-Za-z0-9_-]{32}$/;

/**
 * A refusal of the tokenising call: the auth calls' shape, and the request field it is about (null when
 * none). `message` is in en-US; a refusal by one of the form's shared rules also names its catalogue
 * message (`messageKey`, and `messageParams` when it takes any), so the form says it in its own locale.
 */
export type CardTokenErrorResponse = AuthErrorResponse & {
  field: keyof CardTokenRequest | null;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
};
