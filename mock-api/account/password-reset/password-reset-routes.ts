import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountApiPaths, AccountErrorCode, type AccountCallSuccess } from '../../../shared/domain/account-api';
import type { EnrollmentErrorResponse } from '../../../shared/domain/auth-responses';
import { supportedLocaleOf } from '../../../shared/domain/locales';
import { hostPaths } from '../../../shared/domain/paths';
import { namedProblemOf } from '../../../shared/i18n/validation-in-english';
import { enrollmentPasswordError } from '../../../shared/validation/enrollment-rules';
import { loginKind, validateLogin } from '../../../shared/validation/sign-in';
import { clearCookie, SESSION_COOKIE, REMEMBERED_COOKIE } from '../../auth/cookies';
import { clearFailures, lockoutSubject } from '../../auth/lockout';
import { hashPassword } from '../../auth/password-hash';
import { signOutEverywhere } from '../../auth/sessions';
import { jsonFieldsOf, textOf } from '../../telemetry/body-fields';
import { accountRefusal } from '../account-refusal';
import { LINK_TOKEN_PATTERN, accountRateLimit, type AccountRoutesOptions } from '../account-routes-options';
import { accountContactOf, findAccountContact } from './account-contacts';
import { issueResetToken, spendResetToken } from './reset-tokens';
import { passwordChangedMail, passwordResetMail } from './reset-mails';




function refuse(reply: FastifyReply, status: number, refusal: EnrollmentErrorResponse) {
  return reply.code(status).send(refusal);
}

function refuseCode(reply: FastifyReply, status: number, code: Exclude<AccountErrorCode, 'BAD_USER_INPUT'>) {
  return reply.code(status).send(accountRefusal(code));
}

/**
 * Forgot password (spec 01: `forgotPasswordSubmit`, `newPasswordSubmit`). Asking answers the same, and
 * as fast, whether or not an account matches: the account is looked up and the link e-mailed after
 * the answer has gone. Setting the new password spends the link, ends every session and remembered
 * browser of the member, lifts a sign-in lock and tells the member by e-mail.
 */
export function passwordResetRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { db, clock, credentialKey, mailer, afterReply, hostOrigin } = options;
  const rateLimit = accountRateLimit(options.rateLimitPerMinute, 'password-reset');

  app.post(accountApiPaths.forgotPasswordSubmit, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = jsonFieldsOf(request.body);
    const userId = textOf(body.userId)?.trim() ?? '';
    const problem = validateLogin(userId, { mode: 'emailOrMember', isRemembered: false });
    const kind = loginKind(userId);
    if (problem || !kind) {
      return refuse(reply, 400, { errorCode: AccountErrorCode.BadUserInput, field: 'userId', ...namedProblemOf(problem ?? { key: 'validation.signIn.loginInvalid' }) });
    }
    const locale = supportedLocaleOf(textOf(body.locale));
    afterReply.run('password_reset_mail', request.log, async () => {
      const contact = await findAccountContact(db, userId, kind);
      if (!contact) return;
      const token = await issueResetToken(db, contact.memberId, clock());
      if (!token) {
        request.log.info({ event: 'password_reset_throttled', memberId: contact.memberId }, 'password reset asked for too often; no e-mail sent');
        return;
      }
      const link = `${hostOrigin}${hostPaths.resetPassword.getHref(token, locale)}`;
      await mailer.send(await passwordResetMail({ to: contact.email, givenName: contact.givenName, memberNumber: contact.memberNumber, link, locale }));
      request.log.info({ event: 'password_reset_sent', memberId: contact.memberId }, 'password reset link sent');
    });
    return reply.code(202).send({ status: 'SUCCESS' } satisfies AccountCallSuccess);
  });

  app.post(accountApiPaths.newPasswordSubmit, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = jsonFieldsOf(request.body);
    const token = textOf(body.token) ?? '';
    if (!LINK_TOKEN_PATTERN.test(token)) return refuseCode(reply, 400, AccountErrorCode.ResetLinkInvalid);
    const encrypted = textOf(body.encryptedPassword);
    const password = encrypted === null ? null : credentialKey.decrypt(encrypted);
    if (password === null) {
      return refuse(reply, 400, {
        errorCode: AccountErrorCode.BadUserInput,
        field: 'password',
        message: 'encryptedPassword must be encrypted with RSA-OAEP (SHA-256) under the key from encryptionKey/credential.',
      });
    }
    const passwordProblem = enrollmentPasswordError(password);
    if (passwordProblem) return refuse(reply, 400, { errorCode: AccountErrorCode.BadUserInput, field: 'password', ...namedProblemOf(passwordProblem) });

    // Hashed before the transaction: the slow hash must not hold the token's row lock.
    const passwordHash = await hashPassword(password);
    const now = clock();
    const spent = await db.transaction(async (tx) => {
      const outcome = await spendResetToken(tx, token, now);
      if (outcome.kind !== 'spent') return outcome;
      const { rows } = await tx.query<{ wasOnline: boolean }>('select password_hash is not null as "wasOnline" from members where id = $1 for update', [outcome.memberId]);
      await tx.query('update members set password_hash = $2 where id = $1', [outcome.memberId, passwordHash]);
      await signOutEverywhere(tx, outcome.memberId, now);
      await clearFailures(tx, lockoutSubject(outcome.memberId, '', 'email'));
      return { ...outcome, isFirstPassword: rows[0]?.wasOnline === false };
    });
    if (spent.kind === 'expired') return refuseCode(reply, 410, AccountErrorCode.ResetLinkExpired);
    if (spent.kind === 'invalid') return refuseCode(reply, 400, AccountErrorCode.ResetLinkInvalid);

    request.log.info({ event: 'password_reset', memberId: spent.memberId }, 'password reset; every session of the member ended');
    // This browser's own cookies named sessions that have just ended: drop them too.
    clearCookie(reply, SESSION_COOKIE, options.cookies);
    clearCookie(reply, REMEMBERED_COOKIE, options.cookies);
    const locale = supportedLocaleOf(textOf(body.locale));
    // A first password (an online account activated) changed nothing the member had: no alarm to raise.
    if (spent.isFirstPassword) return reply.code(200).send({ status: 'SUCCESS' } satisfies AccountCallSuccess);
    afterReply.run('password_changed_mail', request.log, async () => {
      const contact = await accountContactOf(db, spent.memberId);
      if (contact) await mailer.send(await passwordChangedMail({ to: contact.email, givenName: contact.givenName, locale }));
    });
    return reply.code(200).send({ status: 'SUCCESS' } satisfies AccountCallSuccess);
  });
}
