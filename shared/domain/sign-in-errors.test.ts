import { describe, expect, it } from 'vitest';
import { SIGN_IN_FALLBACK_MESSAGE, SignInErrorCode, signInErrorMessage, signInErrorMessages } from './sign-in-errors';

describe('sign-in error catalogue', () => {
  it('words every code it defines', () => {
    for (const code of Object.values(SignInErrorCode)) expect(signInErrorMessages[code].length).toBeGreaterThan(20);
  });

  it('falls back for a code it does not know, or none', () => {
    expect(signInErrorMessage('something.new')).toBe(SIGN_IN_FALLBACK_MESSAGE);
    expect(signInErrorMessage(undefined)).toBe(SIGN_IN_FALLBACK_MESSAGE);
    expect(signInErrorMessage('toString')).toBe(SIGN_IN_FALLBACK_MESSAGE);
  });
});
