import { describe, expect, it } from 'vitest';
import {
  enrollmentFcpWarning,
  NO_ANSWER_CODE,
  resolveSignInError,
  SIGN_IN_FALLBACK_MESSAGE,
  SignInErrorCode,
  signInErrorMessage,
  signInMessages,
  type SignInMessageKey,
} from './sign-in-errors';
import { signInFormMessages } from './sign-in-form-messages';

const us = { isCredentialsMode: true, isEnrollmentStyle: false };
const intl = { isCredentialsMode: false, isEnrollmentStyle: false };
const enrollment = { isCredentialsMode: false, isEnrollmentStyle: true };

describe('sign-in error catalogue', () => {
  it('words every message key in plain sentences', () => {
    for (const [key, message] of Object.entries(signInMessages)) {
      expect(message, key).toMatch(/^[A-Z].{15,}[.!]$/);
    }
  });

  it('holds the words a form shows before any refusal unchanged, under the same keys', () => {
    // A key written again in the catalogue after the spread would silently win over the form's word.
    expect(signInMessages).toMatchObject(signInFormMessages);
    expect(SIGN_IN_FALLBACK_MESSAGE).toBe(signInMessages.fallbackMessage);
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
      expect(resolveSignInError(key, intl)).toMatchObject({ key, message: signInMessages[key] });
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
    expect(resolveSignInError(SignInErrorCode.RegisteredToDcProgram, enrollment)).toEqual({
      key: 'eaaFcpWarningMessage',
      message: enrollmentFcpWarning.body,
      header: enrollmentFcpWarning.header,
      secondMessage: enrollmentFcpWarning.secondMessage,
      marksBothFields: false,
    });
    expect(resolveSignInError(SignInErrorCode.InvalidCredentials, enrollment)).toMatchObject({ key: 'credentialsWarning', marksBothFields: true });
    expect(resolveSignInError('systemMaintenance', enrollment)).toMatchObject({ key: 'credentialsWarning', marksBothFields: true });
    expect(resolveSignInError(SignInErrorCode.LockedOut, enrollment).key).toBe('lockedWarningMessage');
  });

  it('words a code for places without a variant', () => {
    expect(signInErrorMessage(SignInErrorCode.LockedOut)).toBe(signInMessages.lockedWarningMessage);
    expect(signInErrorMessage('nope')).toBe(signInMessages.fallbackMessage);
  });
});
