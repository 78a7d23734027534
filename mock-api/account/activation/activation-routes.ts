import type { FastifyInstance } from 'fastify';
import { accountApiPaths, AccountErrorCode, type AccountCallSuccess } from '../../../shared/domain/account-api';
import { supportedLocaleOf } from '../../../shared/domain/locales';
import { hostPaths } from '../../../shared/domain/paths';
import { namedProblemOf } from '../../../shared/i18n/validation-in-english';
import { latinNameError, normalizeGuestName } from '../../../shared/validation/latin-name';
import { memberNumberError } from '../../../shared/validation/sign-in';
import type { Queryable } from '../../db/database';
import { jsonFieldsOf, textOf } from '../../telemetry/body-fields';
import { accountRateLimit, type AccountRoutesOptions } from '../account-routes-options';
import { issueResetToken } from '../password-reset/reset-tokens';
import { passwordResetMail } from '../password-reset/reset-mails';
import { activationMail } from './activation-mail';

type ActivatingMember = { memberId: string; email: string; givenName: string; surname: string; memberNumber: string; hasOnlineAccount: boolean };

/** A surname as two people would agree it is the same: composed, spaces tidied, case ignored. */
const sameSurname = (a: string, b: string) => normalizeGuestName(a).toLocaleLowerCase('en-US') === normalizeGuestName(b).toLocaleLowerCase('en-US');

async function findByMemberNumber(db: Queryable, memberNumber: string): Promise<ActivatingMember | null> {
  const { rows } = await db.query<ActivatingMember>(
    `select id::text as "memberId", email, first_name as "givenName", last_name as "surname", member_number as "memberNumber",
       password_hash is not null as "hasOnlineAccount" from members where member_number = $1`,
    [memberNumber],
  );
  return rows[0] ?? null;
}

/**
 * Activating an online account (the sign-in form's "Activate your online account"): a member who joined
 * at a hotel names their account by member number and surname, and a link to choose a first password
 * goes to the e-mail address on the account, never to one the request names. The answer is the same, and
 * leaves before the lookup, whether or not the two match; a member whose account is online already is
 * sent a password reset link instead. The link is a reset link (30 minutes, once, three an hour), so
 * `newPasswordSubmit` sets the first password as it sets a new one.
 */
export function activationRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { db, clock, mailer, afterReply, hostOrigin } = options;
  const rateLimit = accountRateLimit(options.rateLimitPerMinute, 'activation');

  app.post(accountApiPaths.activateOnlineAccount, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = jsonFieldsOf(request.body);
    const memberNumber = (textOf(body.memberNumber) ?? '').trim();
    const surname = textOf(body.surname) ?? '';
    const numberProblem = memberNumberError(memberNumber);
    if (numberProblem) return reply.code(400).send({ errorCode: AccountErrorCode.BadUserInput, field: 'memberNumber', ...namedProblemOf(numberProblem) });
    const surnameProblem = latinNameError(surname, 'lastName');
    if (surnameProblem) return reply.code(400).send({ errorCode: AccountErrorCode.BadUserInput, field: 'surname', ...namedProblemOf(surnameProblem) });
    const locale = supportedLocaleOf(textOf(body.locale) || null);

    afterReply.run('activation_mail', request.log, async () => {
      const member = await findByMemberNumber(db, memberNumber);
      if (!member || !sameSurname(member.surname, surname)) return;
      const token = await issueResetToken(db, member.memberId, clock());
      if (!token) {
        request.log.info({ event: 'activation_throttled', memberId: member.memberId }, 'activation asked for too often; no e-mail sent');
        return;
      }
      const facts = { to: member.email, givenName: member.givenName, memberNumber: member.memberNumber, locale };
      if (member.hasOnlineAccount) {
        await mailer.send(await passwordResetMail({ ...facts, link: `${hostOrigin}${hostPaths.resetPassword.getHref(token, locale)}` }));
      } else {
        await mailer.send(await activationMail({ ...facts, link: `${hostOrigin}${hostPaths.resetPassword.getHref(token, locale, { activating: true })}` }));
      }
      request.log.info({ event: 'activation_link_sent', memberId: member.memberId, hadOnlineAccount: member.hasOnlineAccount }, 'activation link sent');
    });
    return reply.code(202).send({ status: 'SUCCESS' } satisfies AccountCallSuccess);
  });
}
