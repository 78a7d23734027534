import { beforeAll, describe, expect, it } from 'vitest';
import { messageArea as refusalsMessages } from '../i18n/generated/areas/refusals';
import { loadAreas, messagesFor } from '../i18n/messages';
import { refusalInEnglishOf, signInErrorMessage, signInMessageInEnglish } from '../i18n/refusals-in-english';
import {
  enrollmentFcpWarning,
  NO_ANSWER_CODE,
  resolveSignInError,
  SIGN_IN_MESSAGE_KEYS,
  SignInErrorCode,
  signInErrorRef,
  signInMessageRef,
  type SignInMessageKey,
} from './sign-in-errors';

const us = { isCredentialsMode: true, isEnrollmentStyle: false };
const intl = { isCredentialsMode: false, isEnrollmentStyle: false };
const enrollment = { isCredentialsMode: false, isEnrollmentStyle: true };

describe('sign-in error catalogue', () => {
  it('words every message key in plain sentences', () => {
    for (const key of SIGN_IN_MESSAGE_KEYS) {
      expect(signInMessageInEnglish(key), key).toMatch(/^[A-Z].{15,}[.!]$/);
    }
  });

  it('quotes the lock’s length where a message speaks of it', () => {
    expect(signInMessageInEnglish('lockoutWarningMessage')).toBe('That password is not correct. One more incorrect attempt will lock your account for 15 minutes.');
    expect(signInMessageInEnglish('lockedWarningMessage')).toBe(
      'Your account is locked after too many incorrect passwords. Try again in 15 minutes, or reset your password.',
    );
    expect(signInMessageInEnglish('otpLockedOutErrorMessage')).toBe('Too many incorrect verification codes. Try again in 15 minutes.');
  });

  it('words the banners a form shows before any refusal as the sign-in area does', () => {
    // The same sentence under two keys (the overlay's own banner and the catalogue's) reads the same.
    const en = messagesFor('en-US');
    expect(signInMessageInEnglish('credentialsWarning')).toBe(en.t('signIn.warning.credentials'));
    expect(signInMessageInEnglish('signInPageWarnMessage')).toBe(en.t('signIn.warning.memberNumber'));
    expect(signInMessageInEnglish('passwordUpdatedMsg')).toBe(en.t('signIn.notice.passwordUpdated'));
    expect(signInMessageInEnglish('localeDisabledMessage')).toBe(en.t('signIn.notice.localeDisabled'));
  });

  it.each<[string, SignInMessageKey]>([
    [SignInErrorCode.LastAttemptRemaining, 'lockoutWarningMessage'],
    [SignInErrorCode.LockedOut, 'lockedWarningMessage'],
    [SignInErrorCode.AccountTransferred, 'alreadyCombinedError'],
    [SignInErrorCode.AccountAudit, 'auditWarningMessage'],
    [SignInErrorCode.TooManyRequests, 'tooManyRequestsMessage'],
    [SignInErrorCode.UnprocessableEntity, 'unreadableRequestMessage'],
    [SignInErrorCode.LocaleDisabled, 'localeDisabledMessage'],
  ])('maps %s to its own warning in every mode', (code, key) => {
    expect(resolveSignInError(code, us).key).toBe(key);
    expect(resolveSignInError(code, intl).key).toBe(key);
  });

  it.each([
    SignInErrorCode.InvalidCredentials,
    SignInErrorCode.InvalidUsernameType,
    SignInErrorCode.InvalidPartnerNumber,
    SignInErrorCode.RegisteredToDcProgram,
  ])('maps the credentials code %s to the credentials warning (US) or the generic warning', (code) => {
    expect(resolveSignInError(code, us).key).toBe('credentialsWarning');
    expect(resolveSignInError(code, intl).key).toBe('genericWarningMessage');
  });

  it('uses a message key the server names as the code', () => {
    for (const key of ['systemMaintenance', 'otpLockedOutErrorMessage', 'emailDuplicateError'] as const) {
      expect(resolveSignInError(key, intl)).toMatchObject({ key, message: signInMessageRef(key) });
    }
  });

  it('shows the generic inline message when there was no answer, the fallback for an unknown code', () => {
    expect(resolveSignInError(undefined, intl).key).toBe('genericInlineMessage');
    expect(resolveSignInError(NO_ANSWER_CODE, us).key).toBe('genericInlineMessage');
    expect(resolveSignInError('something.new', intl).key).toBe('fallbackMessage');
    expect(resolveSignInError('toString', intl).key).toBe('fallbackMessage');
    expect(resolveSignInError('__proto__', intl).key).toBe('fallbackMessage');
  });

  it('in the enrollment style, shows the fcp warning for its code and the credentials error on both fields for others', () => {
    const fcp = resolveSignInError(SignInErrorCode.RegisteredToDcProgram, enrollment);
    expect(fcp).toEqual({
      key: 'eaaFcpWarningMessage',
      message: enrollmentFcpWarning.body,
      header: enrollmentFcpWarning.header,
      secondMessage: enrollmentFcpWarning.secondMessage,
      marksBothFields: false,
    });
    expect(refusalInEnglishOf(fcp.message)).toBe('This profile is registered to another programme.');
    expect(refusalInEnglishOf(fcp.header!)).toBe('This profile belongs to another programme');
    expect(refusalInEnglishOf(fcp.secondMessage!)).toBe('Sign in with the account you use for that programme, or call Member Services to move it.');
    expect(resolveSignInError(SignInErrorCode.InvalidCredentials, enrollment)).toMatchObject({ key: 'credentialsWarning', marksBothFields: true });
    expect(resolveSignInError('systemMaintenance', enrollment)).toMatchObject({ key: 'credentialsWarning', marksBothFields: true });
    expect(resolveSignInError(SignInErrorCode.LockedOut, enrollment).key).toBe('lockedWarningMessage');
  });

  it('words a code for places without a variant', () => {
    expect(signInErrorRef(SignInErrorCode.LockedOut)).toEqual(signInMessageRef('lockedWarningMessage'));
    expect(signInErrorMessage(SignInErrorCode.LockedOut)).toBe(signInMessageInEnglish('lockedWarningMessage'));
    expect(signInErrorMessage('nope')).toBe('We could not sign you in just now. Please try again in a few minutes.');
  });
});

describe('the sign-in messages in the page’s locale', () => {
  beforeAll(() => Promise.all([loadAreas('es-ES', [refusalsMessages]), loadAreas('ja-JP', [refusalsMessages])]));

  it('has words for every message key and the fcp warning in every locale loaded', () => {
    for (const locale of ['es-ES', 'ja-JP'] as const) {
      const messages = messagesFor(locale);
      for (const key of SIGN_IN_MESSAGE_KEYS) expect(messages.sayNamed(signInMessageRef(key).key, signInMessageRef(key).params), `${locale} ${key}`).not.toBeNull();
      for (const ref of Object.values(enrollmentFcpWarning)) expect(messages.sayNamed(ref.key, undefined), `${locale} ${ref.key}`).not.toBeNull();
    }
  });

  it('says a resolved refusal in Spanish and Japanese, with the lock’s minutes', () => {
    const locked = resolveSignInError(SignInErrorCode.LockedOut, intl).message;
    expect(messagesFor('es-ES').say(locked)).toBe(
      'Tu cuenta está bloqueada tras demasiadas contraseñas incorrectas. Inténtalo de nuevo dentro de 15 minutos o restablece tu contraseña.',
    );
    expect(messagesFor('ja-JP').say(locked)).toBe(
      'パスワードの誤りが多すぎたため、アカウントがロックされています。15分後にもう一度お試しいただくか、パスワードを再設定してください。',
    );
  });
});
