import { describe, expect, it } from 'vitest';
import { isCountryCodeShape, isCountryIn, normalizeCountryCode } from './country-code';

describe('country codes', () => {
  it.each([
    ['US', 'US'],
    ['us', 'US'],
    [' cn ', 'CN'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('normalises %j to %j', (value, expected) => {
    expect(normalizeCountryCode(value)).toBe(expected);
  });

  it.each([
    ['US', true],
    ['gb', true],
    ['USA', false],
    ['U', false],
    ['1A', false],
    ['', false],
  ])('reads %j as alpha-2 shaped: %s', (value, expected) => {
    expect(isCountryCodeShape(value)).toBe(expected);
  });

  it('matches a list whatever the case', () => {
    expect(isCountryIn('fr', ['GB', 'FR'])).toBe(true);
    expect(isCountryIn('IT', ['GB', 'FR'])).toBe(false);
    expect(isCountryIn(undefined, ['GB'])).toBe(false);
  });
});
