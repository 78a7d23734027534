import { describe, expect, it } from 'vitest';
import { readSavedPropertiesQuery, withoutSavedPropertiesWish } from './saved-properties-query';

const host = ['http://localhost:8080'];

describe('readSavedPropertiesQuery', () => {
  it('reads the wish and a same-site way back', () => {
    expect(readSavedPropertiesQuery('?save=true&marshaCode=lonkx&returnTo=%2Fhotels%2Fx%2Foverview%3Fa%3D1', host)).toEqual({
      wish: { propertyId: 'LONKX', save: true },
      returnTo: '/hotels/x/overview?a=1',
      token: null,
    });
    expect(readSavedPropertiesQuery('?save=FALSE&marshaCode=NYCTS&returnTo=http://localhost:8080/x', host).wish).toEqual({ propertyId: 'NYCTS', save: false });
  });

  it('drops a wish it cannot read, and sends a way back that leaves the site home', () => {
    expect(readSavedPropertiesQuery('?save=maybe&marshaCode=NYCTS&returnTo=https://evil.example/', host)).toEqual({ wish: null, returnTo: '/', token: null });
    expect(readSavedPropertiesQuery('?save=true&marshaCode=NYC&returnTo=//evil.example', host)).toEqual({ wish: null, returnTo: '/', token: null });
    expect(readSavedPropertiesQuery('', host)).toEqual({ wish: null, returnTo: null, token: null });
  });

  it.each(['/..//evil.com', '/%2e%2e//evil.com', '/a/..//evil.com', '/..%2f/evil.com', 'http://localhost:8080/..//evil.com'])(
    'reads returnTo=%s as the home page, never as //evil.com',
    (returnTo) => {
      expect(readSavedPropertiesQuery(`?${new URLSearchParams({ save: 'false', marshaCode: 'NYCTS', returnTo })}`, host).returnTo).toBe('/');
    },
  );

  it('reads the heart\'s token as given, for the session to judge', () => {
    expect(readSavedPropertiesQuery(`?save=false&marshaCode=NYCTS&saveToken=${'a'.repeat(32)}`, host).token).toBe('a'.repeat(32));
  });

  it('takes the wish, its way back and its token out of the address, keeping the rest', () => {
    const path = '/loyalty/myAccount/saveProperties.mi';
    expect(withoutSavedPropertiesWish(path, `?save=false&marshaCode=NYCTS&returnTo=%2F&saveToken=${'a'.repeat(32)}`)).toBe(path);
    expect(withoutSavedPropertiesWish(path, '?propertyCode=LONKX&save=true&marshaCode=LONKX')).toBe(`${path}?propertyCode=LONKX`);
  });
});
