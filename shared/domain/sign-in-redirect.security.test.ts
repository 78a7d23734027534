import { describe, expect, it } from 'vitest';
import { signInRedirectTarget } from './sign-in-redirect';

const SITE = 'http://localhost:8080';

/** Crafted `returnTo` / `redirect_uri` values that try to send a member off the site after signing in. */
const crafted = [
  'https://evil.example/',
  'http://evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%2F/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'java%0Ascript:alert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\tevil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  ' //evil.example',
  'http://localhost:8080@evil.example/',
  'http://evil.example#http://localhost:8080/',
  'http://localhost:8080.evil.example/',
  'https://localhost:8080/',
  'http://user:pass@localhost:8080/',
  'evil.example',
  '.evil.example',
  '%E0%A4%A',
  // Dot segments that climb to `//evil.example` once resolved or decoded again.
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
  '/..%2f/evil.example',
  '/%252e%252e//evil.example',
  'http://localhost:8080/..//evil.example',
];

describe('sign-in redirects never leave the site', () => {
  it(`has a table of at least 20 crafted values (${crafted.length})`, () => {
    expect(crafted.length).toBeGreaterThanOrEqual(20);
  });

  it.each(crafted)('%j as returnTo or redirect_uri falls back to the current page', (value) => {
    for (const name of ['returnTo', 'redirect_uri']) {
      const target = signInRedirectTarget({
        query: new URLSearchParams({ [name]: value }),
        explicitRedirect: value,
        currentPath: '/hotels/nycts-portico-times-square/overview',
        allowedOrigins: [SITE],
      });
      expect(target).toBe('/hotels/nycts-portico-times-square/overview');
      const resolved = new URL(target, SITE);
      expect(resolved.origin).toBe(SITE);
    }
  });
});
