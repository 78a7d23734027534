import { describe, expect, it } from 'vitest';
import { isSignInDisabledFor, normalizeLocale } from './locales';

describe('locales', () => {
  it('reads en_US, en-us and en-US as one locale and refuses malformed values', () => {
    expect(normalizeLocale('en_US')).toBe('en-US');
    expect(normalizeLocale('en-us')).toBe('en-US');
    expect(normalizeLocale('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(normalizeLocale('en-US;q=1')).toBeNull();
    expect(normalizeLocale('')).toBeNull();
  });

  it('always disables sign-in for zh-TW, and for configured locales or languages', () => {
    expect(isSignInDisabledFor('zh-TW')).toBe(true);
    expect(isSignInDisabledFor('zh_tw')).toBe(true);
    expect(isSignInDisabledFor('zh-CN')).toBe(false);
    expect(isSignInDisabledFor('ko-KR', ['ko-KR'])).toBe(true);
    expect(isSignInDisabledFor('fr-CA', ['fr'])).toBe(true);
    expect(isSignInDisabledFor('en-US', ['fr'])).toBe(false);
  });
});
