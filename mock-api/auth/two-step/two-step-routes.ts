import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  accountApiPaths,
  AccountErrorCode,
  accountErrorRef,
  TWO_STEP_CODE_DIGITS,
  TWO_STEP_CODE_MINUTES,
  TWO_STEP_MAX_ATTEMPTS,
  TWO_STEP_MAX_CODES,
  TWO_STEP_RESEND_SECONDS,
  type GenerateCodeResponse,
  type TwoStepChannel,
  type VerifyCodeResponse,
} from '../../../shared/domain/account-api';
import type { EnrollmentErrorResponse } from '../../../shared/domain/auth-responses';
import { supportedLocaleOf } from '../../../shared/domain/locales';
import { refusalInEnglishOf } from '../../../shared/i18n/refusals-in-english';
import { oneTimeCodeOf, oneTimeCodeProblem } from '../../../shared/validation/one-time-code';
import { namedProblemOf } from '../../../shared/i18n/validation-in-english';
import { accountRefusal } from '../../account/account-refusal';
import type { Database } from '../../db/database';
import type { CookieSettings } from '../../http/prefixed-cookies';
import { rateLimitErrorBuilder } from '../../http/send-error';
import type { Mailer } from '../../mail/outgoing-mail';
import { jsonFieldsOf } from '../../telemetry/body-fields';
import type { SmsProvider } from '../../sms/sms-provider';
import { beginMemberSession } from '../begin-member-session';
import { linkTripIfNamed } from '../link-trip-on-sign-in';
import type { Clock } from '../clock';
import { isLockedOut, lockNow, lockoutSubject } from '../lockout';
import { endChallenge, forgetUnsentCode, isCodeOf, liveChallenge, newCode, recordCode, recordWrongCode, type TwoStepChallenge } from './two-step-challenges';
import { destinationOf, twoStepContactOf } from './two-step-contact';
import { clearTwoStepCookie, TWO_STEP_COOKIE } from './two-step-cookie';
import { twoStepCodeMail, twoStepCodeSms } from './two-step-messages';

export type TwoStepRoutesOptions = {
  db: Database;
  clock: Clock;
  cookies: CookieSettings;
  mailer: Mailer;
  sms: SmsProvider;
  /** Requests one client (address) may make per minute, both calls together, on both sites. */
  rateLimitPerMinute: number;
};

const CHANNELS: readonly TwoStepChannel[] = ['EMAIL', 'SMS'];
const CODE_MS = TWO_STEP_CODE_MINUTES * 60 * 1000;
const RESEND_MS = TWO_STEP_RESEND_SECONDS * 1000;


type Refused = { refused: AccountErrorCode; status: number; figures?: Parameters<typeof accountErrorRef>[1] };
const refused = (refusedCode: AccountErrorCode, status: number, figures?: Refused['figures']): Refused => ({ refused: refusedCode, status, ...(figures ? { figures } : {}) });
const isRefused = (value: object): value is Refused => 'refused' in value;

function refuse(reply: FastifyReply, { refused: code, status, figures }: Refused) {
  if (code === AccountErrorCode.TwoStepResendTooSoon && figures?.seconds) reply.header('retry-after', String(figures.seconds));
  return reply.code(status).send(accountRefusal(code, figures));
}

function refuseField(reply: FastifyReply, refusal: EnrollmentErrorResponse) {
  return reply.code(400).send(refusal);
}

/**
 * The second step of a two-step sign-in (spec 01's `generateOTP`, and the code's check): the password
 * step left a challenge in this browser; a code goes to the member's e-mail or phone, and the right code
 * signs them in and sends them where they were going. Five wrong codes end the challenge and lock
 * sign-in for 15 minutes.
 */
export function twoStepRoutes(app: FastifyInstance, { db, clock, cookies, mailer, sms, rateLimitPerMinute }: TwoStepRoutesOptions) {
  const rateLimit = {
    max: rateLimitPerMinute,
    timeWindow: 60_000,
    groupId: 'two-step',
    errorResponseBuilder: rateLimitErrorBuilder(refusalInEnglishOf(accountErrorRef(AccountErrorCode.TooManyRequests)), AccountErrorCode.TooManyRequests),
  };

  app.post(accountApiPaths.generateOTP, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = jsonFieldsOf(request.body);
    const channel = CHANNELS.find((known) => known === body.channel);
    if (!channel) return refuseField(reply, { errorCode: AccountErrorCode.BadUserInput, field: 'channel', message: 'channel must be EMAIL or SMS.' });
    const now = clock();
    const issued = await db.transaction(async (tx) => {
      const challenge = await liveChallenge(tx, request.cookies[TWO_STEP_COOKIE], now);
      if (!challenge) return refused(AccountErrorCode.TwoStepNotStarted, 401);
      if (challenge.codesSent >= TWO_STEP_MAX_CODES) return refused(AccountErrorCode.TwoStepTooManyCodes, 429);
      const waited = challenge.codeSentAt ? now.getTime() - challenge.codeSentAt.getTime() : Infinity;
      if (waited < RESEND_MS) return refused(AccountErrorCode.TwoStepResendTooSoon, 429, { seconds: Math.ceil((RESEND_MS - waited) / 1000) });
      const contact = await twoStepContactOf(tx, challenge.memberId);
      const destination = contact && destinationOf(contact, channel);
      if (!contact || !destination) return refused(AccountErrorCode.BadUserInput, 400);
      const code = newCode();
      await recordCode(tx, challenge, code, channel, now);
      return { challenge, code, destination, givenName: contact.givenName };
    });
    if (isRefused(issued)) {
      if (issued.refused === AccountErrorCode.BadUserInput) {
        return refuseField(reply, { errorCode: AccountErrorCode.BadUserInput, field: 'channel', message: `This account has no ${channel === 'SMS' ? 'phone' : 'e-mail address'} for codes.` });
      }
      return refuse(reply, issued);
    }
    const locale = supportedLocaleOf(typeof body.locale === 'string' ? body.locale : null);
    try {
      if (channel === 'EMAIL') await mailer.send(await twoStepCodeMail({ to: issued.destination.to, givenName: issued.givenName, code: issued.code, locale }));
      else await sms.send(await twoStepCodeSms({ to: issued.destination.to, code: issued.code, locale }));
    } catch (error) {
      await forgetUnsentCode(db, issued.challenge);
      request.log.error({ event: 'two_step_code_not_sent', channel, err: error }, 'two-step code could not be sent');
      return reply.code(503).send({ errorCode: 'SERVICE_UNAVAILABLE', field: null, message: 'The code could not be sent just now. Try again in a moment.' } satisfies EnrollmentErrorResponse);
    }
    request.log.info({ event: 'two_step_code_sent', memberId: issued.challenge.memberId, channel }, 'two-step code sent');
    return { status: 'SUCCESS', sentTo: issued.destination.masked, resendAfterSeconds: TWO_STEP_RESEND_SECONDS } satisfies GenerateCodeResponse;
  });

  app.post(accountApiPaths.verifyOTP, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const typed = jsonFieldsOf(request.body).code;
    const code = typeof typed === 'string' ? oneTimeCodeOf(typed) : '';
    const codeProblem = oneTimeCodeProblem(code, TWO_STEP_CODE_DIGITS);
    if (codeProblem) return refuseField(reply, { errorCode: AccountErrorCode.BadUserInput, field: 'code', ...namedProblemOf(codeProblem) });
    const now = clock();
    const checked = await db.transaction(async (tx): Promise<Refused | TwoStepChallenge> => {
      const challenge = await liveChallenge(tx, request.cookies[TWO_STEP_COOKIE], now);
      if (!challenge) return refused(AccountErrorCode.TwoStepNotStarted, 401);
      const subject = lockoutSubject(challenge.memberId, '', 'email');
      if (await isLockedOut(tx, subject, () => now)) {
        await endChallenge(tx, challenge, now);
        return refused(AccountErrorCode.TwoStepLocked, 423);
      }
      if (!challenge.codeHash || !challenge.codeSentAt) return refused(AccountErrorCode.TwoStepNoCode, 400);
      if (now.getTime() - challenge.codeSentAt.getTime() >= CODE_MS) return refused(AccountErrorCode.TwoStepCodeExpired, 410);
      if (isCodeOf(challenge, code)) {
        await endChallenge(tx, challenge, now);
        return challenge;
      }
      const failed = await recordWrongCode(tx, challenge);
      if (failed < TWO_STEP_MAX_ATTEMPTS) return refused(AccountErrorCode.TwoStepCodeWrong, 400, { attemptsLeft: TWO_STEP_MAX_ATTEMPTS - failed });
      await endChallenge(tx, challenge, now);
      await lockNow(tx, subject, () => now);
      return refused(AccountErrorCode.TwoStepLocked, 423);
    });
    if (isRefused(checked)) {
      if (checked.refused === AccountErrorCode.TwoStepLocked) {
        clearTwoStepCookie(reply, cookies);
        request.log.warn({ event: 'two_step_locked' }, 'two-step sign-in ended after too many wrong codes');
      }
      return refuse(reply, checked);
    }
    clearTwoStepCookie(reply, cookies);
    const tripLink = await linkTripIfNamed(request, checked.memberId, checked.tripId, { db, clock });
    await beginMemberSession(request, reply, { memberId: checked.memberId, rememberMe: checked.rememberMe }, { db, clock, cookies });
    return { status: 'SUCCESS', nextStateURI: checked.returnUrl, tripLink } satisfies VerifyCodeResponse;
  });
}
