import type { FastifyInstance, FastifyReply } from 'fastify';
import { authApiPaths } from '../../shared/domain/paths';
import { SignInErrorCode, signInErrorMessage } from '../../shared/domain/sign-in-errors';
import type {
  AuthErrorResponse,
  PublicKeyResponse,
  SignInSuccessResponse,
  UserDetailsResponse,
} from '../../shared/domain/auth-responses';
import type { Database } from '../db/database';
import type { Clock } from './clock';
import type { CredentialKey } from './credential-key';
import { clearCookie, REMEMBERED_COOKIE, SESSION_COOKIE, setRememberedCookie, setSessionCookie } from './cookies';
import { findMemberByLogin } from './members';
import { hashPassword, verifyPassword } from './password-hash';
import { isProblem, readSignInForm } from './read-sign-in-form';
import { endSession, findRememberedMember, findSessionMember, rememberBrowser, startSession } from './sessions';

export type AuthRoutesOptions = {
  db: Database;
  credentialKey: CredentialKey;
  clock: Clock;
  secureCookies: boolean;
  signInRateLimitPerMinute: number;
};

// Unknown logins are checked against this hash, so they cost the same time as known ones.
const decoyHash = hashPassword('decoy password that matches nothing');

/** The spec's REST auth calls: public key, sign-in, user details and sign-out. */
export async function authRoutes(
  app: FastifyInstance,
  { db, credentialKey, clock, secureCookies, signInRateLimitPerMinute }: AuthRoutesOptions,
) {
  const cookieSettings = { secure: secureCookies };

  app.get(authApiPaths.publicKey, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { rsaPublicKey: credentialKey.publicKeySpki } satisfies PublicKeyResponse;
  });

  const signInRateLimit = {
    max: signInRateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) => ({
      statusCode: context.statusCode,
      message: `${signInErrorMessage(SignInErrorCode.TooManyRequests)} (retry after ${context.after})`,
      phoenixErrorMessages: { errorMessages: [SignInErrorCode.TooManyRequests] },
      nextStateURI: null,
      isRedirect: false,
    }),
  };

  app.post(authApiPaths.loginWithCredentials, { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
    const form = readSignInForm(request.body, credentialKey);
    if (isProblem(form)) return sendAuthError(reply, 400, form.code, form.message);

    const member = await findMemberByLogin(db, form.login, form.loginKind);
    const isValid = await verifyPassword(form.password, member?.passwordHash ?? (await decoyHash));
    if (!member || !isValid) {
      request.log.info({ event: 'sign_in_failed', loginKind: form.loginKind }, 'sign-in refused');
      return sendAuthError(reply, 401, SignInErrorCode.InvalidCredentials, signInErrorMessage(SignInErrorCode.InvalidCredentials));
    }

    // A new id at every sign-in, and the old one ended, so a planted session id is worth nothing.
    await endSession(db, request.cookies[SESSION_COOKIE], clock);
    const sessionToken = await startSession(db, member.memberId, form.rememberMe, clock);
    setSessionCookie(reply, sessionToken, form.rememberMe, cookieSettings);
    if (form.rememberMe) setRememberedCookie(reply, await rememberBrowser(db, member.memberId, clock), cookieSettings);
    else clearCookie(reply, REMEMBERED_COOKIE, cookieSettings);

    request.log.info({ event: 'sign_in_succeeded', memberId: member.memberId }, 'member signed in');
    reply.header(
      'logineventdetails',
      encodeURIComponent(JSON.stringify({ loginStatus: 'success', memberTier: member.tier, rememberMe: form.rememberMe })),
    );
    return {
      customerDetails: {
        consumerId: member.consumerId,
        firstName: member.firstName,
        lastName: member.lastName,
        memberNumber: member.memberNumber,
        tier: member.tier,
      },
      mfaOption: null,
      showBrowserRegistrationCta: false,
      isRedirect: true,
      nextStateURI: form.returnUrl,
      encodePayload: false,
    } satisfies SignInSuccessResponse;
  });

  app.get(authApiPaths.userDetails, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await findSessionMember(db, request.cookies[SESSION_COOKIE], clock);
    if (member) {
      return {
        status: 'SUCCESS',
        rememberedUser: false,
        headerSubtext: { consumerName: member.firstName },
        userProfileData: { memberNumber: member.memberNumber, consumerId: member.consumerId, tier: member.tier },
      } satisfies UserDetailsResponse;
    }
    const remembered = await findRememberedMember(db, request.cookies[REMEMBERED_COOKIE], clock);
    return {
      status: 'FAILURE',
      rememberedUser: remembered !== null,
      headerSubtext: { consumerName: remembered?.firstName ?? null },
      userProfileData: null,
    } satisfies UserDetailsResponse;
  });

  app.post(authApiPaths.signOut, async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE], clock);
    clearCookie(reply, SESSION_COOKIE, cookieSettings);
    return reply.code(204).send();
  });
}

function sendAuthError(reply: FastifyReply, status: number, code: SignInErrorCode, message: string) {
  return reply.code(status).send({
    message,
    phoenixErrorMessages: { errorMessages: [code] },
    nextStateURI: null,
    isRedirect: false,
  } satisfies AuthErrorResponse);
}
