import { describe, expect, it } from 'vitest';
import { CARD_TOKENS_PER_MINUTE } from '../shared/domain/payment-api';
import { LOOKUPS_PER_MINUTE } from '../shared/domain/reservation-lookup-api';
import { readConfig } from './config';

/** A production shape: the host and the overlays on two subdomains of one domain. */
const SUBDOMAINS = { HOST_ORIGIN: 'https://www.portico.example', OVERLAY_ORIGIN: 'https://overlays.portico.example', COOKIE_DOMAIN: 'portico.example' };

describe('readConfig', () => {
  it('defaults to the local origins of the architecture: host, overlays and the embed example', () => {
    const config = readConfig({}, '/repo');
    expect(config).toMatchObject({
      hostPort: 8080,
      overlayPort: 8081,
      embedExamplePort: 8082,
      hostOrigin: 'http://localhost:8080',
      overlayOrigin: 'http://localhost:8081',
      embedExampleOrigin: 'http://localhost:8082',
      embedExampleCrossSiteOrigin: 'http://127.0.0.1:8082',
      allowedHostOrigins: ['http://localhost:8080', 'http://localhost:8082', 'http://127.0.0.1:8082'],
      dataDir: '/repo/.data/pglite',
      databaseUrl: undefined,
      signInDisabledLocales: [],
      imageCacheDomain: 'http://localhost:8080',
      consentScriptUrl: null,
    });
  });

  it('takes a consent manager’s script from CONSENT_SCRIPT_URL: https, or http on this machine only', () => {
    expect(readConfig({ CONSENT_SCRIPT_URL: 'https://cmp.example/portico/cmp.js' }).consentScriptUrl).toBe('https://cmp.example/portico/cmp.js');
    expect(readConfig({ CONSENT_SCRIPT_URL: 'http://localhost:9000/cmp.js' }).consentScriptUrl).toBe('http://localhost:9000/cmp.js');
    for (const value of ['http://cmp.example/cmp.js', 'javascript:alert(1)', 'cmp.js']) {
      expect(() => readConfig({ CONSENT_SCRIPT_URL: value })).toThrow(`CONSENT_SCRIPT_URL must be an https address of the consent manager's script, got "${value}"`);
    }
  });

  it('loads images from the host origin unless IMAGE_CACHE_DOMAIN names another origin', () => {
    expect(readConfig({ HOST_ORIGIN: 'https://hotels.example', OVERLAY_ORIGIN: 'https://hotels.example:8443' }).imageCacheDomain).toBe('https://hotels.example');
    expect(readConfig({ IMAGE_CACHE_DOMAIN: 'https://cache.example/' }).imageCacheDomain).toBe('https://cache.example');
  });

  it('refuses an image cache domain that is not an origin', () => {
    expect(() => readConfig({ IMAGE_CACHE_DOMAIN: 'https://cache.example/images' })).toThrow(
      'IMAGE_CACHE_DOMAIN must be an origin such as http://localhost:8080, got "https://cache.example/images"',
    );
    expect(() => readConfig({ IMAGE_CACHE_DOMAIN: 'cache.example' })).toThrow(/IMAGE_CACHE_DOMAIN must be an origin/);
  });

  it('reads the locales where sign-in is off, normalised and without repeats', () => {
    expect(readConfig({ SIGN_IN_DISABLED_LOCALES: 'fr_ca, de ,fr-CA,' }).signInDisabledLocales).toEqual(['fr-CA', 'de']);
  });

  it('names every malformed disabled locale', () => {
    expect(() => readConfig({ SIGN_IN_DISABLED_LOCALES: 'fr-CA, 123, en US' })).toThrow(
      'SIGN_IN_DISABLED_LOCALES must list locales such as fr-CA or de, got malformed "123", "en US"',
    );
  });

  it('follows HOST_PORT and OVERLAY_PORT, and reads a list of allowed hosts', () => {
    const config = readConfig({ HOST_PORT: '9000', OVERLAY_PORT: '9001', ALLOWED_HOST_ORIGINS: 'http://localhost:9000, https://partner.example' });
    expect(config.hostOrigin).toBe('http://localhost:9000');
    expect(config.overlayOrigin).toBe('http://localhost:9001');
    expect(config.allowedHostOrigins).toEqual(['http://localhost:9000', 'https://partner.example']);
  });

  it('lets the host and the embed example (under both its names) frame the overlays unless ALLOWED_HOST_ORIGINS names the pages itself', () => {
    expect(readConfig({ EMBED_EXAMPLE_PORT: '9102' }).allowedHostOrigins).toEqual(['http://localhost:8080', 'http://localhost:9102', 'http://127.0.0.1:9102']);
    const behindProxy = readConfig({ HOST_ORIGIN: 'https://hotels.example', OVERLAY_ORIGIN: 'https://hotels.example:8443', EMBED_EXAMPLE_ORIGIN: 'https://partner.example/' });
    expect(behindProxy.embedExampleOrigin).toBe('https://partner.example');
    expect(behindProxy.embedExampleCrossSiteOrigin).toBeNull();
    expect(behindProxy.allowedHostOrigins).toEqual(['https://hotels.example', 'https://partner.example']);
    expect(readConfig({ ALLOWED_HOST_ORIGINS: 'https://hotels.example' }).allowedHostOrigins).toEqual(['https://hotels.example']);
  });

  it('serves HTTPS itself with TLS_CERT_FILE and TLS_KEY_FILE, both or neither, and then names https origins', () => {
    const certFile = new URL('../package.json', import.meta.url).pathname;
    const withTls = readConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: certFile });
    expect(withTls.tls).toEqual({ certFile, keyFile: certFile });
    expect(withTls).toMatchObject({ hostOrigin: 'https://localhost:8080', overlayOrigin: 'https://localhost:8081', embedExampleCrossSiteOrigin: 'https://127.0.0.1:8082', secureCookies: true });
    expect(readConfig({}).tls).toBeNull();
    expect(() => readConfig({ TLS_CERT_FILE: certFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
    expect(() => readConfig({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: certFile })).toThrow('TLS_CERT_FILE names /nowhere/cert.pem, which does not exist');
  });

  it('refuses an embed example origin that is not an origin, or a port another site has', () => {
    expect(() => readConfig({ EMBED_EXAMPLE_ORIGIN: 'https://partner.example/embed' })).toThrow(
      'EMBED_EXAMPLE_ORIGIN must be an origin such as http://localhost:8080, got "https://partner.example/embed"',
    );
    expect(() => readConfig({ EMBED_EXAMPLE_PORT: '8081' })).toThrow('EMBED_EXAMPLE_PORT must differ from HOST_PORT and OVERLAY_PORT (it is 8081)');
    expect(() => readConfig({ HOST_PORT: '9000', EMBED_EXAMPLE_PORT: '9000' })).toThrow(/EMBED_EXAMPLE_PORT must differ/);
    expect(() => readConfig({ EMBED_EXAMPLE_PORT: 'x' })).toThrow('EMBED_EXAMPLE_PORT must be a port number from 0 to 65535, got "x"');
    // Port 0 asks the system for a free port, as the process tests do for every site.
    expect(readConfig({ HOST_PORT: '0', OVERLAY_PORT: '0', EMBED_EXAMPLE_PORT: '0' }).embedExamplePort).toBe(0);
  });

  it('lists every problem at once', () => {
    expect(() =>
      readConfig({ HOST_PORT: 'eighty', OVERLAY_PORT: '70000', ALLOWED_HOST_ORIGINS: 'https://x.example/path', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrow(
      /HOST_PORT must be a port[\s\S]*OVERLAY_PORT must be a port[\s\S]*ALLOWED_HOST_ORIGINS must be an origin[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/,
    );
  });

  it('allows the contract’s 10 reservation lookups a minute unless RESERVATION_LOOKUP_RATE_LIMIT says otherwise', () => {
    expect(readConfig({}).reservationLookupRateLimitPerMinute).toBe(LOOKUPS_PER_MINUTE);
    expect(readConfig({ RESERVATION_LOOKUP_RATE_LIMIT: '500' }).reservationLookupRateLimitPerMinute).toBe(500);
    expect(() => readConfig({ RESERVATION_LOOKUP_RATE_LIMIT: '0' })).toThrow('RESERVATION_LOOKUP_RATE_LIMIT must be a whole number above 0, got "0"');
  });

  it('runs one API process unless WORKERS says more, and more only on a PostgreSQL server', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ WORKERS: '2', DATABASE_URL: 'postgres://portico@127.0.0.1/portico' }).workers).toBe(2);
    expect(() => readConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) belongs to one process/);
    expect(() => readConfig({ WORKERS: '0' })).toThrow('WORKERS must be a whole number above 0, got "0"');
    expect(() => readConfig({ WORKERS: 'many', DATABASE_URL: 'postgres://x' })).toThrow('WORKERS must be a whole number above 0, got "many"');
  });

  it('trusts no proxy’s X-Forwarded-For unless TRUSTED_PROXIES names it, by address or range', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
    expect(() => readConfig({ TRUSTED_PROXIES: 'balancer.internal' })).toThrow('TRUSTED_PROXIES must list IP addresses or CIDR ranges such as 10.0.0.0/8, got "balancer.internal"');
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/got "10.0.0.0\/33"/);
  });

  it('names a rate limit that is not a whole number above 0 instead of quietly using the default', () => {
    expect(() => readConfig({ SIGN_IN_RATE_LIMIT: 'lots' })).toThrow('SIGN_IN_RATE_LIMIT must be a whole number above 0, got "lots"');
  });

  it('runs persisted GraphQL operations only, unless GRAPHQL_ARBITRARY_OPERATIONS=true', () => {
    expect(readConfig({}).graphqlArbitraryOperations).toBe(false);
    expect(readConfig({ GRAPHQL_ARBITRARY_OPERATIONS: 'false' }).graphqlArbitraryOperations).toBe(false);
    expect(readConfig({ GRAPHQL_ARBITRARY_OPERATIONS: 'true' }).graphqlArbitraryOperations).toBe(true);
    expect(() => readConfig({ GRAPHQL_ARBITRARY_OPERATIONS: 'yes' })).toThrow('GRAPHQL_ARBITRARY_OPERATIONS must be true or false, got "yes"');
  });

  it('makes cookies Secure whenever the host is served over HTTPS, unless SECURE_COOKIES says otherwise', () => {
    expect(readConfig({}).secureCookies).toBe(false);
    expect(readConfig({ ...SUBDOMAINS }).secureCookies).toBe(true);
    expect(readConfig({ ...SUBDOMAINS, SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
    expect(readConfig({ SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(() => readConfig({ SECURE_COOKIES: 'yes' })).toThrow('SECURE_COOKIES must be true or false, got "yes"');
  });

  it('serves the development inbox except in production mode, unless DEV_INBOX says otherwise', () => {
    expect(readConfig({}).devInbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).devInbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEV_INBOX: 'true' }).devInbox).toBe(true);
    expect(readConfig({ DEV_INBOX: 'false' }).devInbox).toBe(false);
    expect(() => readConfig({ DEV_INBOX: 'yes' })).toThrow('DEV_INBOX must be true or false, got "yes"');
  });

  it('sends e-mail to SMTP_URL and text messages to SMS_URL when they are set, refusing addresses of another kind', () => {
    expect(readConfig({})).toMatchObject({ smtpUrl: null, smsUrl: null, mailFrom: 'Portico Hotels <no-reply@portico.example>' });
    expect(readConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', SMS_URL: 'https://sms.example/send' })).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example:465', smsUrl: 'https://sms.example/send' });
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    // A refused address is never quoted: it may hold the mail server's password.
    const refusal = (() => {
      try {
        readConfig({ SMTP_URL: 'smtp:/user:secret@mail.example' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal).toContain('SMTP_URL must start with smtp://');
    expect(refusal).not.toContain('secret');
    expect(() => readConfig({ SMS_URL: 'ftp://sms.example' })).toThrow('SMS_URL must be an http:// or https:// address');
    expect(() => readConfig({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an address');
  });

  it('keeps cookies to one host name unless the origins are two, which COOKIE_DOMAIN must then contain', () => {
    expect(readConfig({}).cookieDomain).toBeNull();
    expect(readConfig({ HOST_ORIGIN: 'https://portico.example', OVERLAY_ORIGIN: 'https://portico.example:8443' }).cookieDomain).toBeNull();
    expect(readConfig(SUBDOMAINS).cookieDomain).toBe('portico.example');
    expect(readConfig({ ...SUBDOMAINS, COOKIE_DOMAIN: '.Portico.example' }).cookieDomain).toBe('portico.example');
    expect(() => readConfig({ ...SUBDOMAINS, COOKIE_DOMAIN: '' })).toThrow(
      "HOST_ORIGIN and OVERLAY_ORIGIN are on different hosts (www.portico.example, overlays.portico.example): set COOKIE_DOMAIN to the domain both are under, so a sign-in made in an overlay reaches the host's pages",
    );
    expect(() => readConfig({ ...SUBDOMAINS, COOKIE_DOMAIN: 'www.portico.example' })).toThrow('COOKIE_DOMAIN must contain OVERLAY_ORIGIN\'s host overlays.portico.example, got "www.portico.example"');
    expect(() => readConfig({ ...SUBDOMAINS, COOKIE_DOMAIN: 'https://portico.example' })).toThrow('COOKIE_DOMAIN must be a domain name such as portico.example, got "https://portico.example"');
  });

  it('allows 30 carts a minute per client address and 10 per booking session unless CART_RATE_LIMIT and CART_SESSION_RATE_LIMIT say otherwise', () => {
    expect(readConfig({}).cartRateLimit).toEqual({ perClientPerMinute: 30, perSessionPerMinute: 10 });
    expect(readConfig({ CART_RATE_LIMIT: '500', CART_SESSION_RATE_LIMIT: '50' }).cartRateLimit).toEqual({ perClientPerMinute: 500, perSessionPerMinute: 50 });
    expect(() => readConfig({ CART_SESSION_RATE_LIMIT: '0' })).toThrow('CART_SESSION_RATE_LIMIT must be a whole number above 0, got "0"');
  });

  it('allows the contract’s 10 card tokenisations a minute unless PAYMENT_TOKEN_RATE_LIMIT says otherwise', () => {
    expect(readConfig({}).paymentTokenRateLimitPerMinute).toBe(CARD_TOKENS_PER_MINUTE);
    expect(readConfig({ PAYMENT_TOKEN_RATE_LIMIT: '1000000' }).paymentTokenRateLimitPerMinute).toBe(1_000_000);
    expect(() => readConfig({ PAYMENT_TOKEN_RATE_LIMIT: '-1' })).toThrow('PAYMENT_TOKEN_RATE_LIMIT must be a whole number above 0, got "-1"');
  });

  it('keeps the card vault key in the key file inside DATA_DIR unless PAYMENT_VAULT_KEY or PAYMENT_VAULT_KEY_FILE says otherwise', () => {
    expect(readConfig({}, '/repo')).toMatchObject({ paymentVaultKey: null, paymentVaultKeyFile: '/repo/.data/pglite/payment-vault.key' });
    expect(readConfig({ DATA_DIR: '/srv/portico' }, '/repo').paymentVaultKeyFile).toBe('/srv/portico/payment-vault.key');
    expect(readConfig({ PAYMENT_VAULT_KEY_FILE: 'secrets/vault.key' }, '/repo').paymentVaultKeyFile).toBe('/repo/secrets/vault.key');
    const key = Buffer.alloc(32, 7);
    expect(readConfig({ PAYMENT_VAULT_KEY: key.toString('base64') }).paymentVaultKey).toEqual(key);
    expect(readConfig({ PAYMENT_VAULT_KEY: key.toString('base64url') }).paymentVaultKey).toEqual(key);
  });

  it('names a PAYMENT_VAULT_KEY that is not 32 bytes of base64, without quoting it', () => {
    expect(() => readConfig({ PAYMENT_VAULT_KEY: Buffer.alloc(31, 1).toString('base64'), LOG_LEVEL: 'loud' })).toThrow(
      /PAYMENT_VAULT_KEY must be the base64 of exactly 32 random bytes .*, got 31 bytes\n- LOG_LEVEL/,
    );
    expect(() => readConfig({ PAYMENT_VAULT_KEY: 'not a key at all' })).toThrow(/got text that is not base64$/);
  });

  it('refuses one port for both origins', () => {
    expect(() => readConfig({ HOST_PORT: '8080', OVERLAY_PORT: '8080' })).toThrow(/must differ/);
  });
  it('starts the clock at CLOCK_START, a UTC instant', () => {
    expect(readConfig({}).clockStart).toBeNull();
    expect(readConfig({ CLOCK_START: '2026-11-27T12:00:00Z' }).clockStart?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    for (const value of ['2026-11-27', '2026-11-27T12:00:00+01:00', 'tomorrow', '2026-13-01T00:00:00Z']) {
      expect(() => readConfig({ CLOCK_START: value })).toThrow(`CLOCK_START must be a UTC instant such as 2026-11-27T12:00:00Z, got "${value}"`);
    }
  });
});
