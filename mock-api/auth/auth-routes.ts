import type { FastifyInstance } from 'fastify';
import { authApiPaths } from '../../shared/domain/paths';
import type { PublicKeyResponse, UserDetailsResponse } from '../../shared/domain/auth-responses';
import type { Database } from '../db/database';
import { pointsBalanceOf } from '../booking/booking-viewer';
import type { Clock } from './clock';
import type { CredentialKey } from './credential-key';
import type { CookieSettings } from '../http/prefixed-cookies';
import { clearCookie, REMEMBERED_COOKIE, SESSION_COOKIE } from './cookies';
import type { MemberSummary } from './members';
import { enrollRoute } from './enroll-route';
import { rememberedRoutes } from './remembered-routes';
import { clearEmbedPass } from './storage-access/embed-passes';
import { endSession, endTimedOutSession, findRememberedMember, findSessionMember } from './sessions';
import { signInRoute } from './sign-in-route';

export type AuthRoutesOptions = {
  db: Database;
  credentialKey: CredentialKey;
  clock: Clock;
  /** Whether cookies are Secure (and prefixed), and the domain they are shared across, if any. */
  cookies: CookieSettings;
  signInRateLimitPerMinute: number;
  /** Configured locales where signing in is off, on top of those that always are. */
  signInDisabledLocales: readonly string[];
};

const profileOf = (member: MemberSummary) => ({
  memberNumber: member.memberNumber,
  consumerId: member.consumerId,
  tier: member.tier,
});

/** The spec's REST auth calls: public key, sign-in, inline enrollment, user details, sign-out, and the remembered browser. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, credentialKey, clock, cookies } = options;

  app.get(authApiPaths.publicKey, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { rsaPublicKey: credentialKey.publicKeySpki } satisfies PublicKeyResponse;
  });

  signInRoute(app, options);
  enrollRoute(app, options);
  rememberedRoutes(app, options);

  app.get(authApiPaths.userDetails, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const sessionToken = request.cookies[SESSION_COOKIE];
    const member = await findSessionMember(db, sessionToken, clock);
    if (member) {
      return {
        status: 'SUCCESS',
        rememberedUser: false,
        sessionTimedOut: false,
        headerSubtext: { consumerName: member.firstName },
        userProfileData: { ...profileOf(member), pointsBalance: await pointsBalanceOf(db, member.memberId) },
      } satisfies UserDetailsResponse;
    }
    const sessionTimedOut = await endTimedOutSession(db, sessionToken, clock);
    // The cookie goes with the session, so the next read is a plain visitor's.
    if (sessionTimedOut) clearCookie(reply, SESSION_COOKIE, cookies);
    const remembered = await findRememberedMember(db, request.cookies[REMEMBERED_COOKIE], clock);
    return {
      status: 'FAILURE',
      rememberedUser: remembered !== null,
      sessionTimedOut,
      headerSubtext: { consumerName: remembered?.firstName ?? null },
      userProfileData: remembered ? profileOf(remembered) : null,
    } satisfies UserDetailsResponse;
  });

  app.post(authApiPaths.signOut, async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE], clock);
    clearCookie(reply, SESSION_COOKIE, cookies);
    // Its pass is worth nothing once the session ends; a sign-out on the chain's site takes the cookie too.
    if (request.crossSiteEmbedder === null) clearEmbedPass(reply, cookies);
    return reply.code(204).send();
  });
}
