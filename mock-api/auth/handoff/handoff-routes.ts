import type { FastifyInstance, FastifyReply } from 'fastify';
import { embedApiPaths, SignInHandoffErrorCode, type SignInHandoff } from '../../../shared/domain/embed-api';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import type { Database } from '../../db/database';
import type { CookieSettings } from '../../http/prefixed-cookies';
import { rateLimitErrorBuilder, sendApiError } from '../../http/send-error';
import { jsonFieldsOf } from '../../telemetry/body-fields';
import { beginMemberSession } from '../begin-member-session';
import type { Clock } from '../clock';
import { SESSION_COOKIE } from '../cookies';
import { findSessionMember } from '../sessions';
import { signedInAnswer } from './signed-in-answer';
import { mintHandoff, spendHandoff } from './sign-in-handoffs';

export type HandoffRoutesOptions = {
  db: Database;
  clock: Clock;
  cookies: CookieSettings;
  overlayOrigin: string;
  /** The allowed pages on another site than the overlays (crossSitePartners), as the overlays are told them. */
  partnerOrigins: readonly string[];
  rateLimitPerMinute: number;
};

const REFUSALS: Record<SignInHandoffErrorCode, { status: number; message: string }> = {
  [SignInHandoffErrorCode.NotSignedIn]: { status: 401, message: 'Sign in to Portico in this window first: only a signed-in member can hand their sign-in to a partner page.' },
  [SignInHandoffErrorCode.Framed]: { status: 403, message: "A sign-in is handed over only from Portico's own window, never from inside a frame or another page." },
  [SignInHandoffErrorCode.NotAPartner]: { status: 400, message: 'forOrigin must be the origin of a partner page allowed to show the overlays, on another site than Portico.' },
  [SignInHandoffErrorCode.Unknown]: { status: 400, message: 'This sign-in handoff is not known: ask for a new one.' },
  [SignInHandoffErrorCode.Spent]: { status: 400, message: 'This sign-in handoff was already used: each works once. Ask for a new one.' },
  [SignInHandoffErrorCode.Expired]: { status: 400, message: 'This sign-in handoff has expired (each lasts a minute): ask for a new one.' },
  [SignInHandoffErrorCode.OtherPage]: { status: 400, message: 'This sign-in handoff was made for another page than the one this overlay is shown on.' },
};

const refuse = (reply: FastifyReply, code: SignInHandoffErrorCode) => sendApiError(reply, REFUSALS[code].status, code, REFUSALS[code].message);

/**
 * The first-party sign-in step for a browser that keeps no sign-in in a partner page's frame: the guest
 * opens Portico's own window from the overlay (where the overlay origin's session cookie is first-party),
 * is signed in there, and that window mints a token for the partner page, valid a minute and once, which
 * it passes to the overlay that opened it. The overlay spends it from its frame on that very page, and
 * is signed in with a session of its own (partitioned, like every cookie of a frame on another site).
 */
export function handoffRoutes(app: FastifyInstance, { db, clock, cookies, overlayOrigin, partnerOrigins, rateLimitPerMinute }: HandoffRoutesOptions) {
  const partners = new Set(partnerOrigins);
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000, groupId: 'sign-in-handoff', errorResponseBuilder: rateLimitErrorBuilder('Too many sign-in handoffs: wait a minute.') };

  app.post(embedApiPaths.signInHandoff, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Portico's own window sends its own origin and names no page around it; a frame or another page does.
    if (request.headers.origin !== overlayOrigin || request.crossSiteEmbedder !== null) return refuse(reply, SignInHandoffErrorCode.Framed);
    const { forOrigin } = jsonFieldsOf(request.body);
    if (typeof forOrigin !== 'string' || !partners.has(forOrigin)) return refuse(reply, SignInHandoffErrorCode.NotAPartner);
    const member = await findSessionMember(db, request.cookies[SESSION_COOKIE], clock);
    if (!member) return refuse(reply, SignInHandoffErrorCode.NotSignedIn);
    const handoff: SignInHandoff = await mintHandoff(db, { memberId: member.memberId, forOrigin }, clock());
    request.log.info({ event: 'sign_in_handoff_made', memberId: member.memberId, forOrigin }, 'sign-in handed to a partner page');
    return handoff;
  });

  app.post(embedApiPaths.redeemSignInHandoff, { config: { rateLimit } }, async (request, reply): Promise<SignInSuccessResponse | undefined> => {
    reply.header('cache-control', 'no-store');
    const { token } = jsonFieldsOf(request.body);
    if (typeof token !== 'string' || token === '') return refuse(reply, SignInHandoffErrorCode.Unknown);
    // Only an overlay framed by an allowed partner page may spend one, and only for that page.
    const page = request.crossSiteEmbedder;
    if (page === null) return refuse(reply, SignInHandoffErrorCode.OtherPage);
    const spent = await spendHandoff(db, token, page, clock());
    if (!spent.ok) {
      request.log.warn({ event: 'sign_in_handoff_refused', code: spent.code, page }, 'sign-in handoff refused');
      return refuse(reply, spent.code);
    }
    const { member } = spent;
    await beginMemberSession(request, reply, { memberId: member.memberId, rememberMe: false }, { db, clock, cookies });
    return signedInAnswer(member);
  });
}
