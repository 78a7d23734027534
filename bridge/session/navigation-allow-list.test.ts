import { describe, expect, it } from 'vitest';
import { allowedNavigation, SAME_SITE_PATHS } from './navigation-allow-list';

const PAGE = 'https://hotel.example/stay/checkout?step=2';

describe('allowedNavigation', () => {
  it.each([
    ['/reservation/ABC123', 'https://hotel.example/reservation/ABC123'],
    ['/account?tab=stays#upcoming', 'https://hotel.example/account?tab=stays#upcoming'],
    ['review', 'https://hotel.example/stay/review'],
    ['https://hotel.example/offers', 'https://hotel.example/offers'],
  ])('lets the default allow-list go to %s on the page’s own site', (target, expected) => {
    expect(allowedNavigation(target, SAME_SITE_PATHS, PAGE)?.href).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/reservation',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'https://hotel.example.evil.example/',
    'http://hotel.example/account',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://hotel.example/0b1c',
    'mailto:guest@example.com',
  ])('refuses %s under the default allow-list', (target) => {
    expect(allowedNavigation(target, SAME_SITE_PATHS, PAGE)).toBeNull();
  });

  it('keeps paths to those under a path prefix entry', () => {
    const allowList = ['/reservation/'];
    expect(allowedNavigation('/reservation/ABC123', allowList, PAGE)?.pathname).toBe('/reservation/ABC123');
    expect(allowedNavigation('/account', allowList, PAGE)).toBeNull();
    expect(allowedNavigation('/reservation', allowList, PAGE)).toBeNull();
    // Judged after the browser resolves dot segments, as it will follow them.
    expect(allowedNavigation('/reservation/../admin', allowList, PAGE)).toBeNull();
    expect(allowedNavigation('//evil.example/reservation/ABC123', allowList, PAGE)).toBeNull();
  });

  it('lets an origin entry allow any path on that origin, and that origin only', () => {
    const allowList = ['/', 'https://members.hotel.example'];
    expect(allowedNavigation('https://members.hotel.example/points', allowList, PAGE)?.href).toBe('https://members.hotel.example/points');
    expect(allowedNavigation('//members.hotel.example/points', allowList, PAGE)?.origin).toBe('https://members.hotel.example');
    expect(allowedNavigation('http://members.hotel.example/points', allowList, PAGE)).toBeNull();
    expect(allowedNavigation('https://members.hotel.example:8443/points', allowList, PAGE)).toBeNull();
    expect(allowedNavigation('https://evil.example/points', allowList, PAGE)).toBeNull();
  });

  it('refuses the page’s own paths when the allow-list names other origins only', () => {
    expect(allowedNavigation('/account', ['https://members.hotel.example'], PAGE)).toBeNull();
  });

  it('ignores an allow-list entry that is neither a path nor an origin', () => {
    expect(allowedNavigation('https://evil.example/', ['not an origin', 'evil.example'], PAGE)).toBeNull();
  });

  it('answers null for a target that is not an address', () => {
    expect(allowedNavigation('https://[::1', SAME_SITE_PATHS, PAGE)).toBeNull();
    expect(allowedNavigation('http://', SAME_SITE_PATHS, PAGE)).toBeNull();
  });

  it('refuses everything under an empty allow-list', () => {
    expect(allowedNavigation('/account', [], PAGE)).toBeNull();
  });
});
