import type { FastifyInstance } from 'fastify';
import { accountApiPaths, type UserPrefilledDataResponse } from '../../../shared/domain/account-api';
import type { Clock } from '../../auth/clock';
import { SESSION_COOKIE } from '../../auth/cookies';
import { findSessionMember } from '../../auth/sessions';
import { BOOKING_SESSION_COOKIE } from '../../booking/booking-session-cookie';
import { findBookingSession } from '../../booking/booking-sessions';
import { findCartGuestInfo, savedGuestAddressOf } from '../../booking/guest-info/cart-guest-store';
import type { Database, Queryable } from '../../db/database';

/**
 * `GET userPrefilledData` (spec 01): the join form's prefill from what this browser's guest gave for the
 * latest booking it made without an account, while its booking session lives. Only that browser gets it
 * (the booking session's httpOnly cookie), as only it may read that booking's confirmation; a signed-in
 * member has an account already and gets none.
 */
export function userPrefilledDataRoute(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  app.get(accountApiPaths.userPrefilledData, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await findSessionMember(db, request.cookies[SESSION_COOKIE], clock);
    const session = member ? null : await findBookingSession(db, request.cookies[BOOKING_SESSION_COOKIE], clock);
    const prefill = session?.isLive ? await prefillOfLatestBooking(db, session.id) : null;
    return { prefill } satisfies UserPrefilledDataResponse;
  });
}

async function prefillOfLatestBooking(db: Queryable, bookingSessionId: string): Promise<UserPrefilledDataResponse['prefill']> {
  const { rows } = await db.query<{ cartId: string }>(
    `select cart_id as "cartId" from orders where booking_session_id = $1 and member_id is null and cart_id is not null order by created_at desc, id desc limit 1`,
    [bookingSessionId],
  );
  const guestInfo = rows[0] ? await findCartGuestInfo(db, rows[0].cartId) : null;
  if (!guestInfo) return null;
  const { givenName, surname, email } = guestInfo.guest;
  return { givenName, surname, email, address: savedGuestAddressOf(guestInfo) };
}
