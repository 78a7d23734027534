import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameSitePath } from './safe-return-url';
import { DOT_SEGMENT_TRICKS } from '../testing/redirect-tricks';

const SITE = 'http://localhost:8080';

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

describe('sameSitePath judges the path after normalising it', () => {
  it.each(DOT_SEGMENT_TRICKS)('refuses %j', (value) => {
    expect(sameSitePath(value, [SITE])).toBeNull();
    expect(safeReturnPath(value, '/', [SITE])).toBe('/');
  });

  it.each(DOT_SEGMENT_TRICKS.filter((value) => value.startsWith('/') && !value.startsWith('//')))('refuses %j on an allowed origin too', (value) => {
    expect(sameSitePath(`${SITE}${value}`, [SITE])).toBeNull();
  });

  it.each([
    ['/a/../hotels/x/overview', '/hotels/x/overview'],
    ['/hotels/./x/overview', '/hotels/x/overview'],
    ['/%2e%2e/hotels/x/overview?tab=photos', '/hotels/x/overview?tab=photos'],
    ['/..', '/'],
    ['/', '/'],
    [`${SITE}/hotels/x/overview?tab=photos#top`, '/hotels/x/overview?tab=photos#top'],
    [`${SITE}/a/../hotels/x`, '/hotels/x'],
    // A way back inside the way back, as the saved-hotels page sends to sign-in: kept exactly.
    [
      '/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=LONKX&returnTo=%2Fhotels%2Fx%2Foverview%3Ftab%3Dphotos%26q%3Da%2526b',
      '/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=LONKX&returnTo=%2Fhotels%2Fx%2Foverview%3Ftab%3Dphotos%26q%3Da%2526b',
    ],
    ['/sign-in.mi?returnTo=http://localhost:8080/x', '/sign-in.mi?returnTo=http://localhost:8080/x'],
    ['/hotels/x/overview?q=caf%C3%A9#a//b', '/hotels/x/overview?q=caf%C3%A9#a//b'],
  ])('keeps %j as the normalised %j', (value, expected) => {
    expect(sameSitePath(value, [SITE])).toBe(expected);
  });

  it('returns exactly what it judged: the answer is its own answer', () => {
    for (const value of ['/a/../hotels/x', '/%2e%2e/hotels', `${SITE}/./x?y=1#z`, '/hotels/x/overview?q=caf%C3%A9']) {
      const path = sameSitePath(value, [SITE]);
      expect(path).not.toBeNull();
      expect(sameSitePath(path, [SITE]), value).toBe(path);
    }
  });
});

/** What any accepted answer must be, however it is read: a path that stays on this site. */
function expectStaysOnSite(path: string, input: string) {
  expect(path.startsWith('/') && !path.startsWith('//'), input).toBe(true);
  let form = path;
  for (let round = 0; round < 6; round += 1) {
    const url = new URL(form, SITE);
    expect(url.origin, `${input} read as ${form}`).toBe(SITE);
    expect(url.pathname.startsWith('//'), `${input} read as ${form}`).toBe(false);
    const next = decodeURIComponent(form);
    if (next === form) break;
    form = next;
  }
  expect(sameSitePath(path, [SITE]), input).toBe(path);
}

describe('sameSitePath over every short mix of dot segments, encodings and slashes', () => {
  const pieces = ['', '.', '..', '%2e', '%2E%2e', '%252e%252e', 'a', '%2f', '%5c', '\\', ';', '\t'];
  const values: string[] = [];
  for (const first of pieces) for (const second of pieces) for (const third of pieces) values.push(`/${first}/${second}/${third}/evil.com`);
  for (const first of pieces) for (const second of pieces) values.push(`/${first}${second}//evil.com`, `${SITE}/${first}/${second}//evil.com`);

  it(`never answers a path that leaves the site (${values.length} values)`, () => {
    let accepted = 0;
    for (const value of values) {
      const path = sameSitePath(value, [SITE]);
      if (path === null) continue;
      accepted += 1;
      expectStaysOnSite(path, value);
    }
    // Plain mixes such as `/a/./a/evil.com` are still accepted: the check refuses tricks, not paths.
    expect(accepted).toBeGreaterThan(100);
  });
});
