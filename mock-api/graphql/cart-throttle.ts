import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import { bookingSessionIdOf } from '../booking/booking-sessions';
import type { Queryable } from '../db/database';
import { sendGraphQlError } from '../http/send-error';

export type CartRateLimit = { perClientPerMinute: number; perSessionPerMinute: number };

const MINUTE_MS = 60_000;

/** The operation a GraphQL call's address names (`{base}/{operationName}`, kept honest by useOperationNameInPath). */
const operationNameOf = (request: FastifyRequest) => (request.params as { operationName?: string }).operationName;

/**
 * CreateCart's throttle, before the call reaches GraphQL: every cart holds a selection's prices and a row,
 * and a call without a booking session starts one, so a script could otherwise make hundreds a second.
 * Counted per client address (which also covers callers who drop their cookie to start afresh) and per
 * booking session, across every process (the counters live in the database); a guest choosing rates
 * never comes near either. Too many answers 429 with Retry-After.
 */
export function cartThrottle(app: FastifyInstance, db: Queryable, { perClientPerMinute, perSessionPerMinute }: CartRateLimit) {
  const perClient = app.createRateLimit({ max: perClientPerMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `create-cart:client:${request.ip}` });
  // By the session's id: its token changes with every new cart (rotateBookingSession).
  const sessionIds = new WeakMap<FastifyRequest, string>();
  const perSession = app.createRateLimit({ max: perSessionPerMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `create-cart:session:${sessionIds.get(request)}` });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || operationNameOf(request) !== 'CreateCart') return;
    const sessionId = await bookingSessionIdOf(db, request.cookies[BOOKING_SESSION_COOKIE]);
    if (sessionId) sessionIds.set(request, sessionId);
    const limits = [await perClient(request), ...(sessionId ? [await perSession(request)] : [])];
    for (const limit of limits) {
      if (limit.isAllowed || !limit.isExceeded) continue;
      reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
      return sendGraphQlError(reply, 429, 'TOO_MANY_REQUESTS', 'Too many rooms chosen from this browser in a minute: wait a moment, then choose again.');
    }
  };
}
