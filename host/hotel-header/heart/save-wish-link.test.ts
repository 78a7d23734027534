// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SAVE_LINK_COOKIE } from '../../../shared/domain/save-wish-token';
import { isOwnSaveWishLink, saveWishLinkToken } from './save-wish-link';

const WISH = { propertyId: 'NYCTS', save: true };
const SERVER_TOKEN = '0123456789abcdef0123456789abcdef';

function keepServerToken(token: string) {
  document.cookie = `${SAVE_LINK_COOKIE}=${token}; Path=/`;
}

afterEach(() => {
  document.cookie = `${SAVE_LINK_COOKIE}=; Max-Age=0; Path=/`;
  sessionStorage.clear();
});

describe('isOwnSaveWishLink', () => {
  it("takes a link carrying the server's token from this visitor's cookie as ours, once", () => {
    keepServerToken(SERVER_TOKEN);
    expect(isOwnSaveWishLink(WISH, SERVER_TOKEN)).toBe(true);
    expect(document.cookie).not.toContain(SERVER_TOKEN);
    expect(isOwnSaveWishLink(WISH, SERVER_TOKEN)).toBe(false);
  });

  it('refuses a token the cookie does not hold, and an absent one even with no cookie', () => {
    keepServerToken(SERVER_TOKEN);
    expect(isOwnSaveWishLink(WISH, 'fedcba9876543210fedcba9876543210')).toBe(false);
    expect(document.cookie).toContain(SERVER_TOKEN);
    document.cookie = `${SAVE_LINK_COOKIE}=; Max-Age=0; Path=/`;
    expect(isOwnSaveWishLink(WISH, null)).toBe(false);
  });

  it("still takes the tab's own token, bound to its wish", () => {
    const token = saveWishLinkToken(WISH);
    expect(token).not.toBeNull();
    expect(isOwnSaveWishLink({ ...WISH, save: false }, token)).toBe(false);
    const again = saveWishLinkToken(WISH);
    expect(isOwnSaveWishLink(WISH, again)).toBe(true);
  });
});
