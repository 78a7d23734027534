import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInSuccessResponse } from '../../shared/domain/auth-responses';
import { isSignInDisabledFor } from '../../shared/domain/locales';
import { authApiPaths, hostPaths } from '../../shared/domain/paths';
import { SignInErrorCode } from '../../shared/domain/sign-in-errors';
import { signInErrorMessage } from '../../shared/i18n/refusals-in-english';
import { firstAcceptedLocale } from '../http/accept-language';
import { rateLimitErrorBuilder, sendApiError } from '../http/send-error';
import type { AuthRoutesOptions } from './auth-routes';
import { beginMemberSession } from './begin-member-session';
import { clearFailures, isLockedOut, lockoutSubject, recordFailure, type FailureOutcome } from './lockout';
import { addFailureLoginEvent, setLoginEvent } from './login-event';
import { findMemberByLogin, type MemberCredentials } from './members';
import { mfaOptionFor } from './mfa';
import { hashPassword, verifyPassword } from './password-hash';
import { isProblem, readSignInForm, type SignInForm } from './read-sign-in-form';
import { linkTripIfNamed } from './link-trip-on-sign-in';
import { startChallenge } from './two-step/two-step-challenges';
import { setTwoStepCookie } from './two-step/two-step-cookie';

// Unknown logins are checked against this hash, so they cost the same time as known ones.
const decoyHash = hashPassword('decoy password that matches nothing');

const refusalFor: Record<FailureOutcome, { status: number; code: SignInErrorCode }> = {
  refused: { status: 401, code: SignInErrorCode.InvalidCredentials },
  lastAttempt: { status: 401, code: SignInErrorCode.LastAttemptRemaining },
  locked: { status: 423, code: SignInErrorCode.LockedOut },
};

function refuse(reply: FastifyReply, status: number, code: SignInErrorCode, message = signInErrorMessage(code)) {
  setLoginEvent(reply, { loginStatus: 'failure', errorCode: code });
  return sendApiError(reply, status, code, message);
}

/**
 * `POST loginWithCredentials`: the locale check, the form, the lockout, the password, then a session or
 * two-step verification. `POST loginWithCredentialsAndLink` is the same sign-in for a page that holds a
 * booking made without an account (`tripDetails.tripId`): once the member is proven, the booking joins
 * their trips (link-trip.ts), and the answer says whether it did.
 */
export function signInRoute(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, credentialKey, clock, signInRateLimitPerMinute, signInDisabledLocales } = options;
  const rateLimit = {
    max: signInRateLimitPerMinute,
    timeWindow: 60_000,
    groupId: 'sign-in',
    errorResponseBuilder: rateLimitErrorBuilder(signInErrorMessage(SignInErrorCode.TooManyRequests), SignInErrorCode.TooManyRequests),
  };

  for (const path of [authApiPaths.loginWithCredentials, authApiPaths.loginWithCredentialsAndLink]) {
    const isLinking = path === authApiPaths.loginWithCredentialsAndLink;
    app.post(path, { config: { rateLimit }, preSerialization: addFailureLoginEvent }, async (request, reply) => {
      const locale = firstAcceptedLocale(request.headers['accept-language']);
      if (locale && isSignInDisabledFor(locale, signInDisabledLocales)) {
        return refuse(reply, 403, SignInErrorCode.LocaleDisabled, `${signInErrorMessage(SignInErrorCode.LocaleDisabled)} (${locale})`);
      }
      const form = readSignInForm(request.body, credentialKey);
      if (isProblem(form)) return refuse(reply, 400, form.code, form.message);
      if (isLinking && !form.tripId) {
        return refuse(reply, 400, SignInErrorCode.UnprocessableEntity, 'tripDetails.tripId is required: loginWithCredentialsAndLink adds the booking it names to the trips.');
      }

      const member = await findMemberByLogin(db, form.login, form.loginKind);
      const subject = lockoutSubject(member?.memberId, form.login, form.loginKind);
      // A locked subject's password is never checked: guessing on during the lock learns nothing.
      if (await isLockedOut(db, subject, clock)) {
        request.log.info({ event: 'sign_in_locked_out', loginKind: form.loginKind }, 'sign-in refused: locked out');
        return refuse(reply, 423, SignInErrorCode.LockedOut);
      }
      const isValid = await verifyPassword(form.password, member?.passwordHash ?? (await decoyHash));
      if (!member || !isValid) {
        const outcome = await recordFailure(db, subject, clock);
        // A lock is worth a warning: many of them at once is what password guessing looks like.
        if (outcome === 'locked') request.log.warn({ event: 'sign_in_lock_started', loginKind: form.loginKind }, 'sign-in locked');
        else request.log.info({ event: 'sign_in_failed', loginKind: form.loginKind, outcome }, 'sign-in refused');
        return refuse(reply, refusalFor[outcome].status, refusalFor[outcome].code);
      }
      await clearFailures(db, subject);
      return signedIn(request, reply, member, { ...form, tripId: isLinking ? form.tripId : null }, options);
    });
  }
}

async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  member: MemberCredentials,
  form: SignInForm,
  { db, clock, cookies: cookieSettings }: AuthRoutesOptions,
): Promise<SignInSuccessResponse> {
  const mfaOption = mfaOptionFor(member);
  setLoginEvent(reply, { loginStatus: 'success', memberTier: member.tier, rememberMe: form.rememberMe, mfaRequired: mfaOption !== null });
  if (mfaOption) {
    // The password alone is not enough for this member: no session (and no remembered browser) until
    // the code; the browser holds only the challenge the code will answer.
    const challenge = await startChallenge(db, { memberId: member.memberId, rememberMe: form.rememberMe, returnUrl: form.returnUrl, tripId: form.tripId }, clock());
    setTwoStepCookie(reply, challenge, cookieSettings);
    request.log.info({ event: 'sign_in_needs_mfa', memberId: member.memberId }, 'password accepted, two-step verification next');
  }
  // A trip waits for the code with the challenge; without two-step verification it is linked now, before
  // the session begins, while the browser's booking session still has the token it booked with.
  const tripLink = mfaOption ? null : await linkTripIfNamed(request, member.memberId, form.tripId, { db, clock });
  if (!mfaOption) await beginMemberSession(request, reply, { memberId: member.memberId, rememberMe: form.rememberMe }, { db, clock, cookies: cookieSettings });
  return {
    customerDetails: {
      consumerId: member.consumerId,
      firstName: member.firstName,
      lastName: member.lastName,
      memberNumber: member.memberNumber,
      tier: member.tier,
    },
    mfaOption,
    showBrowserRegistrationCta: false,
    isRedirect: true,
    nextStateURI: mfaOption ? hostPaths.verifyIdentity.path : form.returnUrl,
    encodePayload: false,
    tripLink,
  };
}
