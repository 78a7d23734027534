import { describe, expect, it } from 'vitest';
import { signInRedirectTarget } from './sign-in-redirect';

const query = (value: string) => new URLSearchParams(value);
const site = ['http://localhost:8080'];

describe('signInRedirectTarget follows the priority of spec section 4', () => {
  it('1. the trip-detail list when a trip is linked', () => {
    expect(
      signInRedirectTarget({ tripId: '71234567', explicitRedirect: '/a', query: query('returnTo=/b'), currentPath: '/c' }),
    ).toBe('/loyalty/findReservationList.mi?tripId=71234567');
  });

  it('ignores a trip id that is not a confirmation number', () => {
    expect(signInRedirectTarget({ tripId: '7123abc', query: query(''), currentPath: '/c' })).toBe('/c');
    expect(signInRedirectTarget({ tripId: '123456789012', query: query(''), currentPath: '/c' })).toBe('/c');
  });

  it('2. then an explicit redirect', () => {
    expect(signInRedirectTarget({ explicitRedirect: '/a', query: query('redirect_uri=/b&returnTo=/c'), currentPath: '/d' })).toBe('/a');
  });

  it('3. then redirect_uri, then returnTo', () => {
    expect(signInRedirectTarget({ query: query('redirect_uri=/b&returnTo=/c'), currentPath: '/d' })).toBe('/b');
    expect(signInRedirectTarget({ query: query('returnTo=/c'), currentPath: '/d' })).toBe('/c');
  });

  it('4. then the current page, except pages after which returning makes no sense', () => {
    expect(signInRedirectTarget({ query: query(''), currentPath: '/hotels/x/overview?a=1' })).toBe('/hotels/x/overview?a=1');
    expect(signInRedirectTarget({ query: query(''), currentPath: '/logout.mi' })).toBe('/');
    expect(signInRedirectTarget({ query: query(''), currentPath: '/sessionTimedOut.mi?x=1' })).toBe('/');
  });

  it('skips a candidate that leaves the site and takes the next one', () => {
    expect(
      signInRedirectTarget({ explicitRedirect: 'https://evil.example/', query: query('redirect_uri=//evil.example&returnTo=/safe'), currentPath: '/d' }),
    ).toBe('/safe');
  });

  it('accepts an absolute URL on this site, reduced to its path', () => {
    expect(signInRedirectTarget({ query: query('returnTo=http://localhost:8080/x?y=1'), currentPath: '/d', allowedOrigins: site })).toBe('/x?y=1');
  });
});
