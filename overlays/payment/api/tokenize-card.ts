import { CARD_TOKEN_PATTERN, paymentApiPaths, type CardTokenErrorResponse, type CardTokenRequest, type CardTokenResponse } from '../../../shared/domain/payment-api';
import { GENERIC_BOOKING_ERROR } from '../../../shared/domain/reservation-errors';
import type { Messages } from '../../../shared/i18n/messages';
import { CARD_BRANDS } from '../../../shared/validation/payment-card';

/** The name the tokenising call goes by in logs and in reports to the host (it is REST, not a GraphQL operation). */
export const TOKENIZE_CARD_OPERATION = 'TokenizeCard';

export type TokenizeOutcome =
  | { status: 'tokenised'; card: CardTokenResponse }
  /** The server refused the card or the call (a 4xx): `field` is the request field it named (null when none), `message` its words. */
  | { status: 'refused'; httpStatus: number; code: string; field: keyof CardTokenRequest | null; message: string | null }
  /** No answer, a server failure, or an answer that is not the contract's: the card may have reached the server, but no token came back, so nothing can be paid with it. */
  | { status: 'unreachable' };

const REQUEST_FIELDS: readonly (keyof CardTokenRequest)[] = ['cardNumber', 'securityCode', 'expiryMonth', 'expiryYear', 'cardholderName'];

function isCardToken(body: unknown): body is CardTokenResponse {
  const card = body as Partial<CardTokenResponse> | null;
  return (
    typeof card?.token === 'string' &&
    CARD_TOKEN_PATTERN.test(card.token) &&
    CARD_BRANDS.some((rule) => rule.brand === card.brand) &&
    typeof card.lastFour === 'string' &&
    /^\d{4}$/.test(card.lastFour)
  );
}

function fieldOf(value: unknown): keyof CardTokenRequest | null {
  return REQUEST_FIELDS.find((field) => field === value) ?? null;
}

/**
 * The tokenising call (shared/domain/payment-api.ts), the only request that ever carries the card's
 * number and security code: to this overlay's own origin, with the session cookie, and nothing but the
 * five card fields in its body. It answers the card as the rest of the product may know it. A refusal's
 * words are the page's (`messages`) when the server named a message the page has, else the server's.
 */
export async function tokenizeCard(card: CardTokenRequest, locale: string, messages?: Messages): Promise<TokenizeOutcome> {
  const body: CardTokenRequest = {
    cardNumber: card.cardNumber,
    securityCode: card.securityCode,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cardholderName: card.cardholderName,
  };
  let response: Response;
  try {
    response = await fetch(paymentApiPaths.tokens, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 'unreachable' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return isCardToken(answer) ? { status: 'tokenised', card: answer } : { status: 'unreachable' };
  // A server failure judged nothing about the card: the guest may simply send it again.
  if (response.status >= 500) return { status: 'unreachable' };
  const refusal = answer as Partial<CardTokenErrorResponse> | null;
  const code = refusal?.phoenixErrorMessages?.errorMessages?.[0];
  return {
    status: 'refused',
    httpStatus: response.status,
    code: typeof code === 'string' && code ? code : GENERIC_BOOKING_ERROR,
    field: fieldOf(refusal?.field),
    message: messages?.sayNamed(refusal?.messageKey, refusal?.messageParams) ?? (typeof refusal?.message === 'string' ? refusal.message : null),
  };
}
