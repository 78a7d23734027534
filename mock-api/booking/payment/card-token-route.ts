import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CardTokenErrorCode, paymentApiPaths, type CardTokenErrorResponse, type CardTokenRequest, type CardTokenResponse } from '../../../shared/domain/payment-api';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import type { Clock } from '../../auth/clock';
import { SESSION_COOKIE } from '../../auth/cookies';
import { findSessionMember } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { mediaTypeOf } from '../../http/media-type';
import { BOOKING_SESSION_COOKIE } from '../booking-session-cookie';
import { renewBookingSession } from '../booking-sessions';
import type { CardVault } from './card-vault';
import { insertCardToken } from './card-token-store';
import { isCardProblem, readCardTokenBody } from './read-card-token-body';

export type CardTokenRouteOptions = { db: Database; clock: Clock; vault: CardVault; rateLimitPerMinute: number };

/** The card's five short fields; a body much bigger than that is not the payment form. */
export const CARD_TOKEN_BODY_LIMIT = 1024;

/** `tok_` and 192 random bits, base64url (CARD_TOKEN_PATTERN). */
export const newCardToken = () => `tok_${randomBytes(24).toString('base64url')}`;

/** `named` is a shared rule's message key and parameters, sent beside its en-US `message` when there is one. */
function sendCardTokenError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field: keyof CardTokenRequest | null,
  named: Pick<CardTokenErrorResponse, 'messageKey' | 'messageParams'> = {},
) {
  return reply.code(status).send({ message, phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false, field, ...named } satisfies CardTokenErrorResponse);
}

/**
 * `POST /payment/v1/tokens` (shared/domain/payment-api.ts), registered on the overlay site only: the one
 * call that carries a card number and security code. A live booking session is required, the card is
 * checked by the payment form's rules, its number sealed in the vault, its security code dropped, and a
 * token answered. Nothing here logs the body or quotes it back: refusals name the field, never the value.
 */
export async function cardTokenRoute(app: FastifyInstance, { db, clock, vault, rateLimitPerMinute }: CardTokenRouteOptions) {
  const rateLimit = {
    max: rateLimitPerMinute,
    timeWindow: 60_000,
    groupId: 'payment-tokens',
    errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) => ({
      statusCode: context.statusCode,
      message: `${reservationErrorMessage(CardTokenErrorCode.RateLimited)} (retry after ${context.after})`,
      phoenixErrorMessages: { errorMessages: [CardTokenErrorCode.RateLimited] },
    }),
  };

  // The framework's refusals of this route (unreadable or oversized body, rate limit) in the contract's
  // shape. Only their own fixed words are passed on; anything else stays with the server's handler.
  app.setErrorHandler((error, _request, reply) => {
    const { statusCode, code, message, phoenixErrorMessages } = error as { statusCode?: number; code?: string; message?: string; phoenixErrorMessages?: { errorMessages: string[] } };
    if (!statusCode || statusCode < 400 || statusCode >= 500) throw error;
    const isOurs = phoenixErrorMessages !== undefined || code?.startsWith('FST_');
    const words = isOurs && message ? message : 'The card could not be read: send it as the payment form does.';
    return sendCardTokenError(reply, statusCode, phoenixErrorMessages?.errorMessages[0] ?? 'BAD_REQUEST', words, null);
  });

  app.post(paymentApiPaths.tokens, { bodyLimit: CARD_TOKEN_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (mediaTypeOf(request) !== 'application/json') return sendCardTokenError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the card as application/json.', null);

    const session = await renewBookingSession(db, request.cookies[BOOKING_SESSION_COOKIE], clock);
    if (session.kind !== 'live') {
      const code = session.kind === 'ended' ? ReservationErrorKey.SessionExpired : ReservationErrorKey.CartExpired;
      return sendCardTokenError(reply, 401, code, reservationErrorMessage(code), null);
    }

    const now = clock();
    const card = readCardTokenBody(request.body, now);
    if (isCardProblem(card)) {
      request.log.info({ event: 'card_token_refused', code: card.code, field: card.field }, 'card refused');
      const { code, field, message, ...named } = card;
      return sendCardTokenError(reply, 400, code, message, field, named);
    }
    const member = await findSessionMember(db, request.cookies[SESSION_COOKIE], clock);
    const token = newCardToken();
    const { digits, ...summary } = card;
    await insertCardToken(db, { token, ...summary, lastFour: digits.slice(-4), bookingSessionId: session.id, memberId: member?.memberId ?? null, sealed: vault.seal(token, digits) }, now);
    request.log.info({ event: 'card_tokenised', brand: card.brand }, 'card tokenised');
    return reply.code(201).send({ token, ...summary, lastFour: digits.slice(-4) } satisfies CardTokenResponse);
  });
}
