import { describe, expect, it } from 'vitest';
import { intlLocaleOf, isSignInDisabledFor, normalizeLocale, supportedLocaleOf, textDirectionOf } from './locales';

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

  it('reads an asked-for locale as the supported one of its language, or none', () => {
    expect(['en_gb', 'ar-SA', 'es-MX', 'en', 'zh-tw', 'ko', 'fr-FR', 'x'].map(supportedLocaleOf)).toEqual([
      'en-GB', 'ar', 'es-ES', 'en-US', 'zh-TW', 'ko-KR', null, null,
    ]);
  });

  it('lays Arabic out right to left and every other locale left to right', () => {
    expect(['ar', 'ar-EG', 'en-US', 'th-TH', 'zh-CN', 'nonsense!'].map(textDirectionOf)).toEqual(['rtl', 'rtl', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('gives Intl Western digits everywhere and the Buddhist era on Thai pages (the year plus 543)', () => {
    const july = new Date(Date.UTC(2026, 6, 3));
    const year = (locale: string) => new Intl.DateTimeFormat(intlLocaleOf(locale), { year: 'numeric', timeZone: 'UTC' }).format(july);
    expect([year('th-TH'), year('en-US'), year('ar'), year('ja-JP')]).toEqual(['พ.ศ. 2569', '2026', '2026', '2026年']);
    expect(new Intl.NumberFormat(intlLocaleOf('ar')).format(1234.5)).toBe('1,234.5');
    expect(intlLocaleOf('not a locale')).toBe('en-US-u-nu-latn');
  });
});
