import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const base = { overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], imageCacheDomain: 'http://localhost:8080', https: false };

const directivesOf = (options: Parameters<typeof securityHeaders>[0]) => {
  const policy = securityHeaders(options).contentSecurityPolicy;
  if (!policy || policy === true) throw new Error('no policy');
  return policy.directives as Record<string, string[]>;
};

describe('the content security policy and the consent manager', () => {
  it('lets the host pages run the consent manager’s script and reach its origin, and nothing more', () => {
    const host = directivesOf({ ...base, role: 'host', consentScriptUrl: 'https://cmp.example/portico/cmp.js' });
    expect(host['script-src']).toEqual(["'self'", 'https://cmp.example']);
    expect(host['connect-src']).toEqual(["'self'", 'https://cmp.example']);
  });

  it('never lets it into the overlays, which hold the sign-in and card forms', () => {
    const overlay = directivesOf({ ...base, role: 'overlay', consentScriptUrl: 'https://cmp.example/portico/cmp.js' });
    expect(overlay['script-src']).toEqual(["'self'"]);
    expect(overlay['connect-src']).toEqual(["'self'"]);
  });

  it('allows only the site itself without one', () => {
    expect(directivesOf({ ...base, role: 'host', consentScriptUrl: null })['script-src']).toEqual(["'self'"]);
  });
});
