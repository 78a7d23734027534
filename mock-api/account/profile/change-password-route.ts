import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountApiPaths, AccountErrorCode, type AccountCallSuccess } from '../../../shared/domain/account-api';
import type { EnrollmentErrorResponse } from '../../../shared/domain/auth-responses';
import { supportedLocaleOf } from '../../../shared/domain/locales';
import { namedProblemOf } from '../../../shared/i18n/validation-in-english';
import { enrollmentPasswordError } from '../../../shared/validation/enrollment-rules';
import { beginMemberSession } from '../../auth/begin-member-session';
import { SESSION_COOKIE } from '../../auth/cookies';
import { clearFailures, isLockedOut, lockoutSubject, recordFailure } from '../../auth/lockout';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { findSessionMember, hashToken, signOutEverywhere } from '../../auth/sessions';
import { jsonFieldsOf, textOf } from '../../telemetry/body-fields';
import { accountRefusal } from '../account-refusal';
import { accountRateLimit, type AccountRoutesOptions } from '../account-routes-options';
import { accountContactOf } from '../password-reset/account-contacts';
import { passwordChangedMail } from '../password-reset/reset-mails';


const refuse = (reply: FastifyReply, status: number, refusal: EnrollmentErrorResponse) => reply.code(status).send(refusal);
const NOT_ENCRYPTED = 'must be encrypted with RSA-OAEP (SHA-256) under the key from encryptionKey/credential.';

/**
 * `POST changePassword` (the profile page): a signed-in member sets a new password by giving the current
 * one. A wrong current password counts against the same lock as a wrong one at sign-in, so a session
 * left open on a shared computer is no way to guess it. The change ends every session and remembered
 * browser of the member, this browser's too, which gets a new session at once; the member is told by e-mail.
 */
export function changePasswordRoute(app: FastifyInstance, options: AccountRoutesOptions) {
  const { db, clock, credentialKey, mailer, afterReply } = options;
  const rateLimit = accountRateLimit(options.rateLimitPerMinute, 'change-password');

  app.post(accountApiPaths.changePassword, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await findSessionMember(db, request.cookies[SESSION_COOKIE], clock);
    if (!member) return refuse(reply, 401, accountRefusal(AccountErrorCode.SignInNeeded));
    const passwords = decryptedPasswords(request, credentialKey);
    if (passwords.kind === 'refused') return refuse(reply, 400, passwords.refusal);
    const newPasswordProblem = enrollmentPasswordError(passwords.newPassword);
    if (newPasswordProblem) return refuse(reply, 400, { errorCode: AccountErrorCode.BadUserInput, field: 'newPassword', ...namedProblemOf(newPasswordProblem) });

    const subject = lockoutSubject(member.memberId, '', 'email');
    if (await isLockedOut(db, subject, clock)) return refuse(reply, 423, accountRefusal(AccountErrorCode.AccountLocked));
    const { rows } = await db.query<{ passwordHash: string | null }>('select password_hash as "passwordHash" from members where id = $1', [member.memberId]);
    if (!rows[0]?.passwordHash || !(await verifyPassword(passwords.currentPassword, rows[0].passwordHash))) {
      const outcome = await recordFailure(db, subject, clock);
      request.log.info({ event: 'password_change_refused', memberId: member.memberId, outcome }, 'password change refused: wrong current password');
      if (outcome === 'locked') return refuse(reply, 423, accountRefusal(AccountErrorCode.AccountLocked));
      return refuse(reply, 400, { ...accountRefusal(AccountErrorCode.CurrentPasswordWrong), field: 'currentPassword' });
    }

    const passwordHash = await hashPassword(passwords.newPassword);
    const rememberMe = await db.transaction(async (tx) => {
      const session = await tx.query<{ rememberMe: boolean }>('select remember_me as "rememberMe" from sessions where id_hash = $1', [hashToken(request.cookies[SESSION_COOKIE] ?? '')]);
      await tx.query('update members set password_hash = $2 where id = $1', [member.memberId, passwordHash]);
      await signOutEverywhere(tx, member.memberId, clock());
      await clearFailures(tx, subject);
      return session.rows[0]?.rememberMe ?? false;
    });
    // Every session ended, this one too: the browser that changed the password carries on in a new one, as it was.
    await beginMemberSession(request, reply, { memberId: member.memberId, rememberMe }, { db, clock, cookies: options.cookies });
    request.log.info({ event: 'password_changed', memberId: member.memberId }, 'password changed; every other session of the member ended');
    const locale = supportedLocaleOf(textOf(jsonFieldsOf(request.body).locale));
    afterReply.run('password_changed_mail', request.log, async () => {
      const contact = await accountContactOf(db, member.memberId);
      if (contact) await mailer.send(await passwordChangedMail({ to: contact.email, givenName: contact.givenName, locale }));
    });
    return reply.code(200).send({ status: 'SUCCESS' } satisfies AccountCallSuccess);
  });
}

type Passwords = { kind: 'read'; currentPassword: string; newPassword: string } | { kind: 'refused'; refusal: EnrollmentErrorResponse };

function decryptedPasswords(request: FastifyRequest, credentialKey: AccountRoutesOptions['credentialKey']): Passwords {
  const body = jsonFieldsOf(request.body);
  const decrypt = (field: string) => {
    const encrypted = textOf(body[field]);
    return encrypted === null ? null : credentialKey.decrypt(encrypted);
  };
  const currentPassword = decrypt('encryptedCurrentPassword');
  if (currentPassword === null) return { kind: 'refused', refusal: badInput('currentPassword', `encryptedCurrentPassword ${NOT_ENCRYPTED}`) };
  const newPassword = decrypt('encryptedNewPassword');
  if (newPassword === null) return { kind: 'refused', refusal: badInput('newPassword', `encryptedNewPassword ${NOT_ENCRYPTED}`) };
  return { kind: 'read', currentPassword, newPassword };
}

const badInput = (field: string, message: string): EnrollmentErrorResponse => ({ errorCode: AccountErrorCode.BadUserInput, field, message });
