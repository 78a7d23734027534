import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-url';

describe('safeReturnPath', () => {
  it.each([
    ['/hotels/nycts-portico-times-square/overview', '/hotels/nycts-portico-times-square/overview'],
    ['/loyalty/findReservationList.mi?tab=upcoming#top', '/loyalty/findReservationList.mi?tab=upcoming#top'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\tevil',
    'hotels/relative',
    '%E0%A4%A',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('falls back to the given path when there is nothing to return to', () => {
    expect(safeReturnPath(null, '/home')).toBe('/home');
    expect(safeReturnPath('', '/home')).toBe('/home');
  });
});
