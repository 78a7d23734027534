/**
 * What the server tells each app about where it runs, injected into the app's HTML as JSON at request
 * time. Origins come at run time, not build time, so one build serves any ports or domains.
 */
export type RuntimeConfig = {
  hostOrigin: string;
  overlayOrigin: string;
  /** Host origins an overlay may talk to over the bridge; the same list as its `frame-ancestors`. */
  allowedHostOrigins: string[];
  /**
   * Those of them on another site than the overlays (partners' pages): there an overlay keeps its sign-in
   * apart from the chain's, and sign-in offers to bring it from a Portico window (the server decides the sites).
   */
  partnerOrigins: string[];
  /** Locales where signing in is off (added to zh-TW, which always is); from SIGN_IN_DISABLED_LOCALES. */
  signInDisabledLocales: string[];
  /** The origin image paths (`/images/...`) are loaded from; from IMAGE_CACHE_DOMAIN, else the host origin. */
  imageCacheDomain: string;
  /**
   * The cookie-consent manager's script (CONSENT_SCRIPT_URL), or null: the host page loads it, and the
   * footer's cookie-preferences link opens its preferences once it has defined `window.PorticoConsent`.
   */
  consentScriptUrl: string | null;
};

export const RUNTIME_CONFIG_ELEMENT_ID = 'portico-runtime-config';
/** The marker in each app's index.html that the server replaces with the config. */
export const RUNTIME_CONFIG_MARKER = '<!--portico-runtime-config-->';

/** Checks parsed JSON and throws one error naming every missing or malformed key. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const problems: string[] = [];
  const origin = (key: keyof RuntimeConfig) => {
    const raw = record[key];
    if (typeof raw !== 'string' || !/^https?:\/\/[^/]+$/.test(raw)) problems.push(key);
    return String(raw);
  };
  const hostOrigin = origin('hostOrigin');
  const overlayOrigin = origin('overlayOrigin');
  const imageCacheDomain = origin('imageCacheDomain');
  const list = record.allowedHostOrigins;
  const allowedHostOrigins =
    Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string' && /^https?:\/\/[^/]+$/.test(item))
      ? (list as string[])
      : (problems.push('allowedHostOrigins'), []);
  // Absent reads as none, as for a page cached before the setting existed.
  const partners = record.partnerOrigins ?? [];
  const partnerOrigins =
    Array.isArray(partners) && partners.every((item) => typeof item === 'string' && allowedHostOrigins.includes(item))
      ? (partners as string[])
      : (problems.push('partnerOrigins'), []);
  const consent = record.consentScriptUrl;
  // Absent reads as none: a page cached before the setting existed has no consent manager to load.
  const consentScriptUrl = consent === null || consent === undefined ? null : typeof consent === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(consent) ? consent : (problems.push('consentScriptUrl'), null);
  const disabled = record.signInDisabledLocales;
  const signInDisabledLocales =
    Array.isArray(disabled) && disabled.every((item) => typeof item === 'string')
      ? (disabled as string[])
      : (problems.push('signInDisabledLocales'), []);
  if (problems.length) throw new Error(`Missing or malformed runtime config: ${problems.join(', ')}`);
  return { hostOrigin, overlayOrigin, allowedHostOrigins, partnerOrigins, signInDisabledLocales, imageCacheDomain, consentScriptUrl };
}

/** The script element the server writes; `<` is escaped so no value can close the element early. */
export function renderRuntimeConfig(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

const SERVER_CONFIG = Symbol.for('portico.runtimeConfig');

/** Server only: the config a page rendered on the server reads, as the browser reads it from the page. */
export function provideRuntimeConfigToServerRender(config: RuntimeConfig): void {
  (globalThis as { [SERVER_CONFIG]?: RuntimeConfig })[SERVER_CONFIG] = config;
}

/** Reads the config the server wrote into this page; a page without it fails loudly. */
export function readRuntimeConfigFromPage(doc: Document | undefined = globalThis.document): RuntimeConfig {
  if (!doc) {
    const serverConfig = (globalThis as { [SERVER_CONFIG]?: RuntimeConfig })[SERVER_CONFIG];
    if (!serverConfig) throw new Error('Missing runtime config: the server render was not given one');
    return serverConfig;
  }
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`Missing runtime config: no #${RUNTIME_CONFIG_ELEMENT_ID} in the page`);
  return parseRuntimeConfig(JSON.parse(element.textContent));
}
