import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../i18n/message-ref';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import {
  checksLoginWhileTyping,
  loginKind,
  loginModeFor,
  signInPageWarning,
  validateLogin as loginProblem,
  validatePassword as passwordProblem,
  validateSignIn as signInProblems,
  type SignInInput,
  type SignInRules,
} from './sign-in';

/** The en-US words of each field's problem: the rules answer message keys, worded here as a page in en-US does. */
const m = {
  credentialsRequired: 'Enter your email or member number.',
  emailRequired: 'Enter your email address or member number.',
  credentialsWarning: 'Use only letters, numbers and . _ - @ in your email or member number.',
  loginInvalid: 'Enter a valid email address or a 9-digit member number.',
  memberNumberLike: 'Member numbers have exactly 9 digits.',
  loginTooLong: 'Use at most 80 characters.',
  passwordRequired: 'Enter your password.',
  passwordTooLong: 'Passwords have at most 20 characters.',
};

const inEnglish = (problem: ValidationMessage | null) => problem && validationInEnglishOf(problem);
const validateLogin = (value: string, rules: SignInRules) => inEnglish(loginProblem(value, rules));
const validatePassword = (value: string) => inEnglish(passwordProblem(value));
const validateSignIn = (input: SignInInput, rules: SignInRules) =>
  Object.fromEntries(Object.entries(signInProblems(input, rules)).map(([field, problem]) => [field, validationInEnglishOf(problem)]));

const us: SignInRules = { mode: 'credentials', isRemembered: false };
const intl: SignInRules = { mode: 'emailOrMember', isRemembered: false };

describe('loginKind: contains @ means e-mail, otherwise member number', () => {
  it.each([
    ['ava.morgan@example.com', 'email'],
    ['  ava.morgan@example.com  ', 'email'],
    ['100000001', 'memberNumber'],
    ['ava@example', null],
    ['ava@@example.com', null],
    ['10000000', null],
    ['1000000012', null],
    ['ava', null],
  ])('reads %j as %s', (value, kind) => {
    expect(loginKind(value)).toBe(kind);
  });
});

describe('loginModeFor', () => {
  it('uses the credentials mode for US locales and mobile auth, e-mail-or-member elsewhere', () => {
    expect(loginModeFor('en-US')).toBe('credentials');
    expect(loginModeFor('es_US')).toBe('credentials');
    expect(loginModeFor('en-GB')).toBe('emailOrMember');
    expect(loginModeFor('en-GB', true)).toBe('credentials');
  });

  it('checks while typing only outside the credentials mode', () => {
    expect(checksLoginWhileTyping('emailOrMember')).toBe(true);
    expect(checksLoginWhileTyping('credentials')).toBe(false);
  });
});

describe('validateSignIn', () => {
  it('marks both fields when both are empty, with the mode’s own login message', () => {
    expect(validateSignIn({}, us)).toEqual({ login: m.credentialsRequired, password: m.passwordRequired });
    expect(validateSignIn({}, intl)).toEqual({ login: m.emailRequired, password: m.passwordRequired });
  });

  it('marks only the empty field when one is empty', () => {
    expect(validateSignIn({ login: 'ava.morgan@example.com' }, intl)).toEqual({ password: m.passwordRequired });
    expect(validateSignIn({ password: 'Stay#Well2026' }, intl)).toEqual({ login: m.emailRequired });
  });

  it('trims both fields: white space alone is empty', () => {
    expect(validateSignIn({ login: '   ', password: '  ' }, intl)).toEqual({ login: m.emailRequired, password: m.passwordRequired });
    expect(validateSignIn({ login: '  100000001 ', password: ' Stay#Well2026 ' }, intl)).toEqual({});
  });

  it('in the credentials mode, refuses characters outside the credentials pattern only', () => {
    expect(validateLogin('ava<script>', us)).toBe(m.credentialsWarning);
    expect(validateLogin('ava', us)).toBeNull();
    expect(validateLogin('ava.morgan@example.com', us)).toBeNull();
  });

  it('elsewhere, refuses what is neither an e-mail nor a member number', () => {
    expect(validateLogin('ava', intl)).toBe(m.loginInvalid);
    expect(validateLogin('ava@example', intl)).toBe(m.loginInvalid);
    expect(validateLogin('ava.morgan@example.com', intl)).toBeNull();
  });

  it('warns on a member-number-like value in both modes, with the page-level warning', () => {
    for (const rules of [us, intl]) {
      expect(validateLogin('12345678', rules)).toBe(m.memberNumberLike);
      expect(validateLogin('1000 0000 1', rules)).toBe(m.memberNumberLike);
      expect(signInPageWarning('12345678', rules)).toBe(true);
      expect(signInPageWarning('100000001', rules)).toBe(false);
      expect(signInPageWarning('ava@example.com', rules)).toBe(false);
    }
  });

  it('skips every login check for a remembered member', () => {
    const remembered = { ...intl, isRemembered: true };
    expect(validateLogin('', remembered)).toBeNull();
    expect(validateLogin('12345678', remembered)).toBeNull();
    expect(signInPageWarning('12345678', remembered)).toBe(false);
  });

  it('allows 80 login characters and 20 password characters, not more', () => {
    const login80 = `${'a'.repeat(68)}@example.com`;
    expect(login80).toHaveLength(80);
    expect(validateLogin(login80, intl)).toBeNull();
    expect(validateLogin(`a${login80}`, intl)).toBe(m.loginTooLong);
    expect(validatePassword('p'.repeat(20))).toBeNull();
    expect(validatePassword('p'.repeat(21))).toBe(m.passwordTooLong);
  });
});
