import { describe, expect, it } from 'vitest';
import { loginKind, signInFieldMessages, validateSignIn } from './sign-in';

describe('loginKind', () => {
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

describe('validateSignIn', () => {
  it('asks for both fields when both are empty', () => {
    expect(validateSignIn({})).toEqual({
      login: signInFieldMessages.loginRequired,
      password: signInFieldMessages.passwordRequired,
    });
  });

  it('treats white space as empty', () => {
    expect(validateSignIn({ login: '   ', password: '  ' })).toEqual({
      login: signInFieldMessages.loginRequired,
      password: signInFieldMessages.passwordRequired,
    });
  });

  it('refuses a login that is neither an e-mail nor a member number', () => {
    expect(validateSignIn({ login: 'ava', password: 'x' })).toEqual({ login: signInFieldMessages.loginInvalid });
  });

  it('refuses a login over 80 characters and a password over 20', () => {
    expect(validateSignIn({ login: `${'a'.repeat(70)}@example.com`, password: 'p'.repeat(21) })).toEqual({
      login: signInFieldMessages.loginTooLong,
      password: signInFieldMessages.passwordTooLong,
    });
  });

  it('accepts an e-mail or a member number with a password', () => {
    expect(validateSignIn({ login: 'ava.morgan@example.com', password: 'Stay#Well2026' })).toEqual({});
    expect(validateSignIn({ login: '100000001', password: 'Stay#Well2026' })).toEqual({});
  });
});
