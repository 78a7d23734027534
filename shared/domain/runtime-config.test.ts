import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, renderRuntimeConfig, type RuntimeConfig } from './runtime-config';

const valid: RuntimeConfig = {
  hostOrigin: 'http://localhost:8080',
  overlayOrigin: 'http://localhost:8081',
  allowedHostOrigins: ['http://localhost:8080', 'https://partner.example'],
  partnerOrigins: ['https://partner.example'],
  signInDisabledLocales: ['fr-CA'],
  imageCacheDomain: 'https://images.example',
  consentScriptUrl: 'https://consent.example/cmp.js',
};

describe('runtime config', () => {
  it('round-trips through the page', () => {
    const json = /<script[^>]*>(.*)<\/script>/.exec(renderRuntimeConfig(valid))![1]!;
    expect(parseRuntimeConfig(JSON.parse(json))).toEqual(valid);
  });

  it('accepts an empty list of disabled locales', () => {
    expect(parseRuntimeConfig({ ...valid, signInDisabledLocales: [] }).signInDisabledLocales).toEqual([]);
  });

  it('names every missing or malformed key at once', () => {
    expect(() => parseRuntimeConfig({ hostOrigin: 'localhost', allowedHostOrigins: [], signInDisabledLocales: 'fr-CA' })).toThrow(
      'Missing or malformed runtime config: hostOrigin, overlayOrigin, imageCacheDomain, allowedHostOrigins, signInDisabledLocales',
    );
  });

  it.each([['https://images.example/path'], ['images.example'], ['javascript:alert(1)'], [42]])('refuses an image cache domain that is not an origin: %s', (imageCacheDomain) => {
    expect(() => parseRuntimeConfig({ ...valid, imageCacheDomain })).toThrow('Missing or malformed runtime config: imageCacheDomain');
  });

  it('takes no partner origins as none, and refuses one the overlays may not be framed by', () => {
    const { partnerOrigins: _omitted, ...withoutPartners } = valid;
    expect(parseRuntimeConfig(withoutPartners).partnerOrigins).toEqual([]);
    expect(() => parseRuntimeConfig({ ...valid, partnerOrigins: ['https://elsewhere.example'] })).toThrow('Missing or malformed runtime config: partnerOrigins');
  });

  it('takes no consent manager as null, and refuses one that is not a script’s web address', () => {
    expect(parseRuntimeConfig({ ...valid, consentScriptUrl: null }).consentScriptUrl).toBeNull();
    const { consentScriptUrl: _omitted, ...withoutConsent } = valid;
    expect(parseRuntimeConfig(withoutConsent).consentScriptUrl).toBeNull();
    for (const consentScriptUrl of ['javascript:alert(1)', 'consent.example/cmp.js', 'https://consent.example', 7]) {
      expect(() => parseRuntimeConfig({ ...valid, consentScriptUrl })).toThrow('Missing or malformed runtime config: consentScriptUrl');
    }
  });

  it('refuses a disabled-locale list that holds anything but text', () => {
    expect(() => parseRuntimeConfig({ ...valid, signInDisabledLocales: ['fr-CA', 3] })).toThrow(
      'Missing or malformed runtime config: signInDisabledLocales',
    );
  });

  it('cannot be used to close its script element early', () => {
    const html = renderRuntimeConfig({ ...valid, hostOrigin: 'http://x</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
