import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales';
import { countryOfLocale } from './locale-country';

describe('countryOfLocale', () => {
  it.each([
    ['en-US', 'US'],
    ['en-GB', 'GB'],
    ['es-ES', 'ES'],
    ['ja-JP', 'JP'],
    ['ko-KR', 'KR'],
    ['th-TH', 'TH'],
    ['zh-CN', 'CN'],
    ['zh-TW', 'TW'],
    ['ar', 'AE'],
  ])('takes %s as %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it('gives every supported locale a country', () => {
    for (const locale of SUPPORTED_LOCALES) expect(countryOfLocale(locale)).toMatch(/^[A-Z]{2}$/);
  });

  it('gives none for text that is no locale', () => {
    expect(countryOfLocale('not a locale!')).toBeNull();
  });
});
