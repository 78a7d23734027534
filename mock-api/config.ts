import { isIP } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeLocale } from '../shared/domain/locales';
import { CARD_TOKENS_PER_MINUTE } from '../shared/domain/payment-api';
import { LOOKUPS_PER_MINUTE } from '../shared/domain/reservation-lookup-api';
import { parseUtcInstant } from '../shared/time/utc-instant';

/** Everything the back end reads from its environment, checked once at start-up. */
export type MockApiConfig = {
  hostPort: number;
  overlayPort: number;
  /** Port of the embed example: a third origin, an embedding team's page that loads the overlays by the plain-script loader. */
  embedExamplePort: number;
  listenHost: string;
  hostOrigin: string;
  overlayOrigin: string;
  embedExampleOrigin: string;
  /**
   * The same example page under another site's name (127.0.0.1 against localhost), where the overlays are
   * framed cross-site as on a partner's own domain; null when EMBED_EXAMPLE_ORIGIN names the example's origin.
   */
  embedExampleCrossSiteOrigin: string | null;
  /** TLS_CERT_FILE and TLS_KEY_FILE: the three sites answer HTTPS themselves (a laptop's local certificate); null is HTTP. */
  tls: { certFile: string; keyFile: string } | null;
  /**
   * Host origins allowed to frame the overlays (`frame-ancestors`) and to talk to them over the bridge:
   * ALLOWED_HOST_ORIGINS, else the host origin and the embed example's.
   */
  allowedHostOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * API processes serving the same ports (WORKERS, default 1): more than one shares one PostgreSQL
   * (DATABASE_URL), since PGlite is one process's database.
   */
  workers: number;
  /**
   * Addresses (or CIDR ranges) of the load balancers in front (TRUSTED_PROXIES): a request from one of
   * them is taken to come from the client its X-Forwarded-For names, which the rate limits and lockouts
   * count by. Empty by default: the header is ignored, so no client can choose its own address.
   */
  trustedProxies: string[];
  distDir: string;
  logLevel: string;
  secureCookies: boolean;
  /**
   * The domain the session cookies are shared across (COOKIE_DOMAIN), needed when the host and overlay
   * origins are two host names (`www.` and `overlays.` of one domain); null when they share one host
   * name, and the cookies are then host-only (`__Host-` over HTTPS).
   */
  cookieDomain: string | null;
  /** Off in production (NODE_ENV=production): the schema is not there for strangers to map. */
  graphqlIntrospection: boolean;
  /**
   * Whether GraphQL runs operation text it is sent, besides the persisted operations the apps ship
   * (GRAPHQL_ARBITRARY_OPERATIONS=true). Off unless set: for development tools and tests only.
   */
  graphqlArbitraryOperations: boolean;
  /** Sign-in attempts one client (address) may make per minute, on both sites together. */
  signInRateLimitPerMinute: number;
  /** Reservation lookups one client (address) may make per minute, on both sites together. */
  reservationLookupRateLimitPerMinute: number;
  /** Locales where signing in is off, normalised (e.g. `fr-CA`); zh-TW always is, whether listed or not. */
  signInDisabledLocales: string[];
  /** Where the apps load image paths from (the spec's image cache domain); the host origin unless set. */
  imageCacheDomain: string;
  /** The cookie-consent manager's script the host pages load (CONSENT_SCRIPT_URL), or null for none. */
  consentScriptUrl: string | null;
  /** Card tokenisations one client (address) may ask for per minute, on both sites together (card-testing guard). */
  paymentTokenRateLimitPerMinute: number;
  /** Carts (CreateCart) one client address, and one booking session, may make per minute: each holds rooms' prices and a row. */
  cartRateLimit: { perClientPerMinute: number; perSessionPerMinute: number };
  /**
   * The card vault's key (PAYMENT_VAULT_KEY, the base64 of 32 bytes), or null: then the key file is used,
   * which the server makes on first start (mock-api/booking/payment/vault-key.ts).
   */
  paymentVaultKey: Buffer | null;
  /** Where the vault key file is (PAYMENT_VAULT_KEY_FILE; `<DATA_DIR>/payment-vault.key` by default). */
  paymentVaultKeyFile: string;
  /**
   * The instant the server's clock starts at (CLOCK_START, a UTC instant), or null for the real time.
   * The browser suites set it so the demo data, every deadline and the pages' "today" stand on one known
   * day whatever day they run; a rehearsal may set it to try a date ahead. Never for real guests, whose
   * stays and deadlines it would mis-date: the server warns at start when it is set.
   */
  clockStart: Date | null;
  /**
   * Where mail goes (SMTP_URL, smtp:// or smtps://), or null for the SMTP server inside the process,
   * whose inbox is read at /dev/mail.
   */
  smtpUrl: string | null;
  /** The From of every message (MAIL_FROM). */
  mailFrom: string;
  /** Where text messages go (SMS_URL, an HTTP gateway taking `{ to, text }`), or null for the development inbox. */
  smsUrl: string | null;
  /** Whether the inbox page's JSON call is served (DEV_INBOX): on, except in production mode unless DEV_INBOX=true. */
  devInbox: boolean;
};

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the environment; throws one error that lists every problem found. */
export function readConfig(env: Env = process.env, cwd = process.cwd()): MockApiConfig {
  const problems: string[] = [];

  const readPort = (key: string, fallback: number) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      problems.push(`${key} must be a port number from 0 to 65535, got "${raw}"`);
      return fallback;
    }
    return port;
  };

  const readOrigin = (key: string, raw: string) => {
    try {
      const url = new URL(raw);
      if (url.origin !== raw.replace(/\/$/, '')) throw new Error('not an origin');
      return url.origin;
    } catch {
      problems.push(`${key} must be an origin such as http://localhost:8080, got "${raw}"`);
      return raw;
    }
  };

  const readPositiveInt = (key: string, fallback: number) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      problems.push(`${key} must be a whole number above 0, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const hostPort = readPort('HOST_PORT', 8080);
  const overlayPort = readPort('OVERLAY_PORT', 8081);
  const embedExamplePort = readPort('EMBED_EXAMPLE_PORT', 8082);
  if (hostPort === overlayPort && hostPort !== 0) {
    problems.push(`HOST_PORT and OVERLAY_PORT must differ (both are ${hostPort}): the overlays need an origin of their own`);
  }
  if (embedExamplePort !== 0 && (embedExamplePort === hostPort || embedExamplePort === overlayPort)) {
    problems.push(
      `EMBED_EXAMPLE_PORT must differ from HOST_PORT and OVERLAY_PORT (it is ${embedExamplePort}): the embed example is another team's site, on an origin of its own`,
    );
  }
  const tls = readTlsFiles(env.TLS_CERT_FILE, env.TLS_KEY_FILE, cwd, problems);
  // Served over TLS by this process, the sites' own addresses are https ones unless named otherwise.
  const scheme = tls ? 'https' : 'http';
  const hostOrigin = readOrigin('HOST_ORIGIN', env.HOST_ORIGIN || `${scheme}://localhost:${hostPort}`);
  const overlayOrigin = readOrigin('OVERLAY_ORIGIN', env.OVERLAY_ORIGIN || `${scheme}://localhost:${overlayPort}`);
  const embedExampleOrigin = readOrigin('EMBED_EXAMPLE_ORIGIN', env.EMBED_EXAMPLE_ORIGIN || `${scheme}://localhost:${embedExamplePort}`);
  const embedExampleCrossSiteOrigin = env.EMBED_EXAMPLE_ORIGIN ? null : `${scheme}://127.0.0.1:${embedExamplePort}`;
  const imageCacheDomain = readOrigin('IMAGE_CACHE_DOMAIN', env.IMAGE_CACHE_DOMAIN || hostOrigin);
  // The example page frames the overlays as any embedding team's page would, so it is allowed by default,
  // under both its names; an explicit list (production) names every allowed page itself.
  const defaultHostOrigins = [hostOrigin, embedExampleOrigin, ...(embedExampleCrossSiteOrigin ? [embedExampleCrossSiteOrigin] : [])];
  const allowedHostOrigins = (env.ALLOWED_HOST_ORIGINS || defaultHostOrigins.join(','))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => readOrigin('ALLOWED_HOST_ORIGINS', origin));

  const consentScriptUrl = readConsentScriptUrl(env.CONSENT_SCRIPT_URL, problems);
  const signInDisabledLocales = readLocaleList('SIGN_IN_DISABLED_LOCALES', env.SIGN_IN_DISABLED_LOCALES, problems);
  // Read before the problems are reported, so a bad limit is named rather than quietly replaced.
  const signInRateLimitPerMinute = readPositiveInt('SIGN_IN_RATE_LIMIT', 20);
  const reservationLookupRateLimitPerMinute = readPositiveInt('RESERVATION_LOOKUP_RATE_LIMIT', LOOKUPS_PER_MINUTE);
  const paymentTokenRateLimitPerMinute = readPositiveInt('PAYMENT_TOKEN_RATE_LIMIT', CARD_TOKENS_PER_MINUTE);
  const cartRateLimit = { perClientPerMinute: readPositiveInt('CART_RATE_LIMIT', 30), perSessionPerMinute: readPositiveInt('CART_SESSION_RATE_LIMIT', 10) };
  const paymentVaultKey = readVaultKey(env, problems);
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data/pglite');

  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);

  const databaseUrl = env.DATABASE_URL || undefined;
  const graphqlArbitraryOperations = env.GRAPHQL_ARBITRARY_OPERATIONS ?? 'false';
  if (graphqlArbitraryOperations !== 'true' && graphqlArbitraryOperations !== 'false') {
    problems.push(`GRAPHQL_ARBITRARY_OPERATIONS must be true or false, got "${graphqlArbitraryOperations}"`);
  }
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of trustedProxies) {
    if (!isAddressOrRange(entry)) problems.push(`TRUSTED_PROXIES must list IP addresses or CIDR ranges such as 10.0.0.0/8, got "${entry}"`);
  }
  const clockStart = readClockStart(env, problems);
  const workers = readPositiveInt('WORKERS', 1);
  if (workers > 1 && !databaseUrl) {
    problems.push(
      `WORKERS=${workers} needs DATABASE_URL: the embedded database (PGlite) belongs to one process, so several processes must share a PostgreSQL server. Set DATABASE_URL=postgres://…, or leave WORKERS at 1`,
    );
  }

  const secureCookies = readSecureCookies(env.SECURE_COOKIES, hostOrigin, problems);
  const cookieDomain = readCookieDomain(env.COOKIE_DOMAIN, hostOrigin, overlayOrigin, problems);
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps:// and name a server, such as smtp://user:password@mail.example:587');
  const smsUrl = env.SMS_URL || null;
  if (smsUrl && !/^https?:\/\/[^/]+/.test(smsUrl)) problems.push('SMS_URL must be an http:// or https:// address of an SMS gateway');
  const devInbox = readDevInbox(env.DEV_INBOX, env.NODE_ENV === 'production', problems);
  const mailFrom = env.MAIL_FROM || 'Portico Hotels <no-reply@portico.example>';
  if (!/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(mailFrom.trim())) {
    problems.push(`MAIL_FROM must be an address such as "Portico Hotels <no-reply@portico.example>", got "${mailFrom}"`);
  }
  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);

  return {
    hostPort,
    overlayPort,
    embedExamplePort,
    listenHost: env.LISTEN_HOST || '127.0.0.1',
    hostOrigin,
    overlayOrigin,
    embedExampleOrigin,
    embedExampleCrossSiteOrigin,
    tls,
    allowedHostOrigins,
    dataDir,
    databaseUrl,
    workers,
    trustedProxies,
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    logLevel,
    secureCookies,
    cookieDomain,
    graphqlIntrospection: env.NODE_ENV !== 'production',
    graphqlArbitraryOperations: graphqlArbitraryOperations === 'true',
    signInRateLimitPerMinute,
    reservationLookupRateLimitPerMinute,
    signInDisabledLocales,
    imageCacheDomain,
    consentScriptUrl,
    paymentTokenRateLimitPerMinute,
    cartRateLimit,
    paymentVaultKey,
    paymentVaultKeyFile: path.resolve(cwd, env.PAYMENT_VAULT_KEY_FILE || path.join(dataDir, 'payment-vault.key')),
    clockStart,
    smtpUrl,
    smsUrl,
    mailFrom,
    devInbox,
  };
}

/** TLS_CERT_FILE and TLS_KEY_FILE: PEM files, both or neither (`npm run local-certificate` makes a pair). */
function readTlsFiles(certFile: string | undefined, keyFile: string | undefined, cwd: string, problems: string[]) {
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE go together: name both PEM files (npm run local-certificate makes a pair), or neither for plain HTTP');
    return null;
  }
  const files = { certFile: path.resolve(cwd, certFile), keyFile: path.resolve(cwd, keyFile) };
  for (const [key, file] of [['TLS_CERT_FILE', files.certFile], ['TLS_KEY_FILE', files.keyFile]] as const) {
    if (!existsSync(file)) problems.push(`${key} names ${file}, which does not exist (npm run local-certificate makes one)`);
  }
  return files;
}

/** CLOCK_START: a UTC instant such as 2026-11-27T12:00:00Z, or unset for the real time. */
/**
 * SECURE_COOKIES: `true` or `false`; unset, cookies are Secure (with HSTS) whenever the host is served
 * over HTTPS, so a deployment cannot forget it, and plain on the HTTP of a laptop's `npm start`.
 */
function readSecureCookies(raw: string | undefined, hostOrigin: string, problems: string[]): boolean {
  if (raw === undefined || raw === '') return hostOrigin.startsWith('https:');
  if (raw === 'true' || raw === 'false') return raw === 'true';
  problems.push(`SECURE_COOKIES must be true or false, got "${raw}"`);
  return true;
}

/**
 * A sign-in made in an overlay must reach the host's pages, so the two origins' host names either match
 * (ports differ, cookies host-only) or sit under COOKIE_DOMAIN, which the cookies then name.
 */
function readCookieDomain(raw: string | undefined, hostOrigin: string, overlayOrigin: string, problems: string[]): string | null {
  const hostName = hostNameOf(hostOrigin);
  const overlayName = hostNameOf(overlayOrigin);
  // An origin that does not parse has been reported already.
  if (hostName === null || overlayName === null) return null;
  if (raw === undefined || raw === '') {
    if (hostName !== overlayName) {
      problems.push(
        `HOST_ORIGIN and OVERLAY_ORIGIN are on different hosts (${hostName}, ${overlayName}): set COOKIE_DOMAIN to the domain both are under, so a sign-in made in an overlay reaches the host's pages`,
      );
    }
    return null;
  }
  const domain = raw.trim().toLowerCase().replace(/^\./, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
    problems.push(`COOKIE_DOMAIN must be a domain name such as portico.example, got "${raw}"`);
    return null;
  }
  for (const [key, name] of [['HOST_ORIGIN', hostName], ['OVERLAY_ORIGIN', overlayName]] as const) {
    if (name !== domain && !name.endsWith(`.${domain}`)) problems.push(`COOKIE_DOMAIN must contain ${key}'s host ${name}, got "${domain}"`);
  }
  return domain;
}

function hostNameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/** DEV_INBOX: `true` or `false`; unset, the inbox is on except in production mode, where it would show reset links to anyone. */
function readDevInbox(raw: string | undefined, isProduction: boolean, problems: string[]): boolean {
  if (raw === undefined || raw === '') return !isProduction;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  problems.push(`DEV_INBOX must be true or false, got "${raw}"`);
  return false;
}

function readClockStart(env: Env, problems: string[]): Date | null {
  const raw = env.CLOCK_START;
  if (raw === undefined || raw === '') return null;
  const instant = parseUtcInstant(raw);
  if (!instant) problems.push(`CLOCK_START must be a UTC instant such as 2026-11-27T12:00:00Z, got "${raw}"`);
  return instant;
}

/** CONSENT_SCRIPT_URL: an https address of a script (http only on this machine, for development), or unset. */
function readConsentScriptUrl(value: string | undefined, problems: string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const isLocal = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (url.protocol === 'https:' || (url.protocol === 'http:' && isLocal)) return url.href;
  } catch {
    // Reported below.
  }
  problems.push(`CONSENT_SCRIPT_URL must be an https address of the consent manager's script, got "${value}"`);
  return null;
}

/** AES-256 takes exactly 32 bytes of key. */
export const VAULT_KEY_BYTES = 32;

/** A vault key as written (PAYMENT_VAULT_KEY, the key file): base64 or base64url; null for other text. */
export function decodeVaultKey(text: string): Buffer | null {
  const trimmed = text.trim();
  return /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
}

/**
 * PAYMENT_VAULT_KEY: the base64 (or base64url) of exactly 32 random bytes, or unset for the key file.
 * A problem is named without the value: it is a secret, and this message reaches the console.
 */
function readVaultKey(env: Env, problems: string[]): Buffer | null {
  const raw = env.PAYMENT_VAULT_KEY;
  if (raw === undefined || raw === '') return null;
  if (env.PAYMENT_VAULT_KEY_FILE) problems.push('PAYMENT_VAULT_KEY and PAYMENT_VAULT_KEY_FILE are both set: set one, so it is clear which key the card vault uses');
  const key = decodeVaultKey(raw);
  if (!key || key.length !== VAULT_KEY_BYTES) {
    problems.push(
      `PAYMENT_VAULT_KEY must be the base64 of exactly ${VAULT_KEY_BYTES} random bytes (e.g. the output of \`openssl rand -base64 32\`), got ${key ? `${key.length} bytes` : 'text that is not base64'}`,
    );
    return null;
  }
  return key;
}

/** A comma-separated list of locales, each normalised; every malformed entry is named in `problems`. */
function readLocaleList(key: string, raw: string | undefined, problems: string[]): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const malformed = entries.filter((entry) => normalizeLocale(entry) === null);
  if (malformed.length) {
    problems.push(`${key} must list locales such as fr-CA or de, got malformed ${malformed.map((entry) => `"${entry}"`).join(', ')}`);
  }
  return [...new Set(entries.map(normalizeLocale).filter((locale): locale is string => locale !== null))];
}

/** An IPv4 or IPv6 address, alone or as a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}
