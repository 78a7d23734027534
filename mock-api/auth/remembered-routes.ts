import type { FastifyInstance } from 'fastify';
import type { SignInSetupResponse } from '../../shared/domain/auth-responses';
import { parsePromotionLayout } from '../../shared/domain/membership-promotion';
import { authApiPaths } from '../../shared/domain/paths';
import { readFeatureFlags } from '../flags/read-feature-flags';
import { sendApiError } from '../http/send-error';
import type { AuthRoutesOptions } from './auth-routes';
import { clearCookie, REMEMBERED_COOKIE, SESSION_COOKIE } from './cookies';
import { findRememberedMember, forgetBrowser, peekSessionMember } from './sessions';
import { CLIENT_ID_PATTERN, findRunningSweepstakes } from './sweepstakes';

/** The sign-in form's set-up call and the "not you?" link: what the browser remembers, and forgetting it. */
export function rememberedRoutes(app: FastifyInstance, { db, clock, cookies }: AuthRoutesOptions) {
  app.get(authApiPaths.signInSetup, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { clientId } = request.query as { clientId?: unknown };
    if (clientId !== undefined && (typeof clientId !== 'string' || !CLIENT_ID_PATTERN.test(clientId))) {
      return sendApiError(reply, 400, 'INVALID_CLIENT_ID', 'clientId must be 1 to 64 letters, digits, hyphens or underscores, given once.');
    }
    const remembered = await findRememberedMember(db, request.cookies[REMEMBERED_COOKIE], clock);
    const flags = await readFeatureFlags(db);
    // A member signed in already is not asked to join; peeking leaves the session's idle timer alone.
    const isSignedIn = (await peekSessionMember(db, request.cookies[SESSION_COOKIE], clock)) !== null;
    return {
      rememberedUser: remembered !== null,
      rememberedMember: remembered ? { name: remembered.firstName, memberNumber: remembered.memberNumber } : null,
      sweepstakes: clientId ? await findRunningSweepstakes(db, clientId, clock) : null,
      promotion: isSignedIn ? null : { layout: parsePromotionLayout(flags.signInPromotionLayout), isDirectToTicket: flags.dttExperienceGroup },
    } satisfies SignInSetupResponse;
  });

  // The spec makes this a GET; here it is a POST, because it changes state: as a POST it falls under the
  // cross-site write guard, so another site cannot make a visitor's browser forget them with an <img>.
  app.post(authApiPaths.clearRememberedUser, async (request, reply) => {
    await forgetBrowser(db, request.cookies[REMEMBERED_COOKIE]);
    clearCookie(reply, REMEMBERED_COOKIE, cookies);
    return reply.code(204).send();
  });
}
