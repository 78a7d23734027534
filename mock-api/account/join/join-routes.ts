import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  accountApiPaths,
  AccountErrorCode,
  type FinishJoiningResponse,
  type AccountCallSuccess,
} from '../../../shared/domain/account-api';
import type { EnrollmentErrorResponse } from '../../../shared/domain/auth-responses';
import { supportedLocaleOf } from '../../../shared/domain/locales';
import { hostPaths } from '../../../shared/domain/paths';
import { ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../shared/i18n/refusals-in-english';
import { sameSitePath } from '../../../shared/validation/safe-return-url';
import { beginMemberSession } from '../../auth/begin-member-session';
import { enrollMember } from '../../auth/enroll-member';
import { hashPassword } from '../../auth/password-hash';
import { isEnrollmentProblem, readEnrollmentForm } from '../../auth/read-enrollment-form';
import { CLIENT_ID_PATTERN, findRunningSweepstakes } from '../../auth/sweepstakes';
import type { Queryable } from '../../db/database';
import { isJsonObject, textOf } from '../../telemetry/body-fields';
import { accountRefusal } from '../account-refusal';
import { LINK_TOKEN_PATTERN, accountRateLimit, type AccountRoutesOptions } from '../account-routes-options';
import { findAccountContact } from '../password-reset/account-contacts';
import { alreadyMemberMail, joinLinkMail } from './join-mails';
import { findJoinRequest, JoinLinkSpent, spendJoinRequest, takeJoinMail } from './join-requests';



function refuse(reply: FastifyReply, status: number, refusal: EnrollmentErrorResponse) {
  return reply.code(status).send(refusal);
}

/**
 * Joining from the join page (spec 01: `createOnlineAccount`, `submitCreateOnlineAccount`). Asking checks
 * the form by enrollment's rules and answers the same, after the same work (the password is hashed
 * either way), whether or not the e-mail is a member's: the link, or a "you are a member" notice, is
 * e-mailed after the answer has gone. Following the link makes the member in the transaction that
 * spends it, enters a running sweepstakes the join came through, and signs the new member in.
 */
export function joinRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { db, clock, credentialKey, mailer, afterReply, hostOrigin } = options;
  const rateLimit = accountRateLimit(options.rateLimitPerMinute, 'join');

  app.post(accountApiPaths.createOnlineAccount, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = isJsonObject(request.body) ? request.body : null;
    const form = readEnrollmentForm(body ? { ...body, phone: null } : request.body, credentialKey);
    if (isEnrollmentProblem(form)) {
      const { status, ...refusal } = form;
      return refuse(reply, status, refusal);
    }
    const clientId = textOf(body?.clientId) || null;
    if (clientId !== null && !CLIENT_ID_PATTERN.test(clientId)) {
      return refuse(reply, 400, { errorCode: AccountErrorCode.BadUserInput, field: 'clientId', message: 'clientId is the letters, digits, - and _ of a sweepstakes link, at most 64.' });
    }
    // Where to go once joined: a path of this site only, so a join link cannot lead anywhere else.
    const returnTo = sameSitePath(textOf(body?.returnTo));
    const locale = supportedLocaleOf(textOf(body?.locale));
    const { password, ...member } = form;
    const passwordHash = await hashPassword(password);
    afterReply.run('join_mail', request.log, async () => {
      const existing = await findAccountContact(db, member.email, 'email');
      const taken = await takeJoinMail(db, member.email, existing ? null : { member, passwordHash, locale, clientId, returnTo }, clock());
      if (!taken) {
        request.log.info({ event: 'join_mail_throttled' }, 'join asked for too often for one address; no e-mail sent');
        return;
      }
      if (existing) {
        const signInLink = `${hostOrigin}${hostPaths.signIn.getHref()}`;
        await mailer.send(await alreadyMemberMail({ to: existing.email, givenName: existing.givenName, memberNumber: existing.memberNumber, signInLink, locale }));
        request.log.info({ event: 'join_existing_member', memberId: existing.memberId }, 'join asked for with a member’s e-mail; the member was told');
        return;
      }
      const link = `${hostOrigin}${hostPaths.finishJoining.getHref(taken.token!, locale)}`;
      await mailer.send(await joinLinkMail({ to: member.email, givenName: member.givenName, link, locale }));
      request.log.info({ event: 'join_link_sent' }, 'join link sent');
    });
    return reply.code(202).send({ status: 'SUCCESS' } satisfies AccountCallSuccess);
  });

  app.post(accountApiPaths.submitCreateOnlineAccount, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = isJsonObject(request.body) ? (textOf(request.body.token) ?? '') : '';
    if (!LINK_TOKEN_PATTERN.test(token)) return reply.code(400).send(accountRefusal(AccountErrorCode.JoinLinkInvalid));
    const now = clock();
    const found = await findJoinRequest(db, token, now);
    if (found.kind === 'expired') return reply.code(410).send(accountRefusal(AccountErrorCode.JoinLinkExpired));
    if (found.kind === 'invalid') return reply.code(400).send(accountRefusal(AccountErrorCode.JoinLinkInvalid));

    const { member, passwordHash, clientId, returnTo } = found.application;
    const sweepstakes = clientId ? await findRunningSweepstakes(db, clientId, () => now) : null;
    let enrolled;
    try {
      enrolled = await enrollMember(db, member, passwordHash, now, {
        alongside: async (tx, memberId) => {
          await spendJoinRequest(tx, token, now);
          if (sweepstakes && clientId) await enterSweepstakes(tx, clientId, memberId, now);
        },
      });
    } catch (error) {
      if (error instanceof JoinLinkSpent) return reply.code(400).send(accountRefusal(AccountErrorCode.JoinLinkInvalid));
      throw error;
    }
    if ('refusal' in enrolled) {
      // A second press of the same link waited on the first one's new member and met its e-mail: the link is spent.
      if ((await findJoinRequest(db, token, now)).kind === 'invalid') return reply.code(400).send(accountRefusal(AccountErrorCode.JoinLinkInvalid));
      // Someone joined with this e-mail (or the phone) since the link was sent: the link's holder reads that mailbox.
      const code = enrolled.refusal === ReservationErrorKey.DuplicatePhone ? ReservationErrorKey.DuplicatePhone : ReservationErrorKey.DuplicateEmail;
      return refuse(reply, 409, { errorCode: code, field: null, message: reservationErrorMessage(code) });
    }
    await beginMemberSession(request, reply, { memberId: enrolled.memberId, rememberMe: false }, { db, clock, cookies: options.cookies });
    request.log.info({ event: 'member_enrolled', memberId: enrolled.memberId, sweepstakes: sweepstakes ? clientId : null }, 'member joined from the join page');
    return reply.code(201).send({
      status: 'SUCCESS',
      memberNumber: enrolled.memberNumber,
      givenName: enrolled.givenName,
      sweepstakesTitle: sweepstakes?.title ?? null,
      nextStateURI: returnTo ?? hostPaths.home.getHref(),
    } satisfies FinishJoiningResponse);
  });
}

async function enterSweepstakes(tx: Queryable, clientId: string, memberId: string, now: Date) {
  await tx.query('insert into sweepstakes_entries (client_id, member_id, entered_at) values ($1, $2, $3) on conflict do nothing', [clientId, memberId, now]);
}
