import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { STORAGE_ACCESS_SIGN_IN_PATH, StorageAccessSignInErrorCode } from '../../../shared/domain/storage-access-api';
import type { Database } from '../../db/database';
import type { CookieSettings } from '../../http/prefixed-cookies';
import { rateLimitErrorBuilder, sendApiError } from '../../http/send-error';
import { beginMemberSession } from '../begin-member-session';
import type { Clock } from '../clock';
import { signedInAnswer } from '../handoff/signed-in-answer';
import { clearEmbedPass, embedPassOf, memberOfEmbedPass } from './embed-passes';

export type StorageAccessRoutesOptions = {
  db: Database;
  clock: Clock;
  cookies: CookieSettings;
  overlayOrigin: string;
  rateLimitPerMinute: number;
};

const REFUSALS: Record<StorageAccessSignInErrorCode, { status: number; message: string }> = {
  [StorageAccessSignInErrorCode.NotAPartnerPage]: { status: 403, message: 'Only an overlay framed on a partner page allowed to show it, on another site than Portico, signs in through storage access.' },
  [StorageAccessSignInErrorCode.Missing]: { status: 401, message: "No Portico sign-in reached this frame: sign in on Portico's site in this browser, and let the page use it when the browser asks." },
  [StorageAccessSignInErrorCode.Ended]: { status: 401, message: "The Portico sign-in this frame was shown has ended: sign in on Portico's site again, or with the form." },
};

const refuse = (reply: FastifyReply, code: StorageAccessSignInErrorCode) => sendApiError(reply, REFUSALS[code].status, code, REFUSALS[code].message);

/**
 * The Storage Access API's path to a sign-in on a partner page. A member signed in first-party (on the
 * chain's site, or in Portico's own window) holds a pass; once the browser grants the overlay's frame
 * storage access, the frame's calls carry it, and this route, asked by that frame, starts the frame's own
 * session (partitioned to the partner's site). Only the overlay origin's own scripts may ask (its
 * `Origin`), from a frame on an allowed partner page: a page that posts here itself is refused before the
 * pass is looked at.
 */
export function storageAccessRoutes(app: FastifyInstance, { db, clock, cookies, overlayOrigin, rateLimitPerMinute }: StorageAccessRoutesOptions) {
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000, groupId: 'storage-access-sign-in', errorResponseBuilder: rateLimitErrorBuilder('Too many sign-ins through storage access: wait a minute.') };

  app.post(STORAGE_ACCESS_SIGN_IN_PATH, { config: { rateLimit } }, async (request, reply): Promise<SignInSuccessResponse | undefined> => {
    reply.header('cache-control', 'no-store');
    const page = request.crossSiteEmbedder;
    if (request.headers.origin !== overlayOrigin || page === null) return refuse(reply, StorageAccessSignInErrorCode.NotAPartnerPage);
    const pass = embedPassOf(request, cookies);
    if (!pass) return refuse(reply, StorageAccessSignInErrorCode.Missing);
    const member = await memberOfEmbedPass(db, pass, clock);
    if (!member) {
      clearEmbedPass(reply, cookies);
      request.log.warn({ event: 'storage_access_sign_in_refused', page }, 'embed pass of an ended sign-in');
      return refuse(reply, StorageAccessSignInErrorCode.Ended);
    }
    await beginMemberSession(request, reply, { memberId: member.memberId, rememberMe: false }, { db, clock, cookies });
    request.log.info({ event: 'storage_access_sign_in', memberId: member.memberId, page }, 'signed in on a partner page through storage access');
    return signedInAnswer(member);
  });
}
