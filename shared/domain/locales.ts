/** Locales (spec: default en_US, many locales; sign-in disabled for zh-TW and a configured list). */
export const DEFAULT_LOCALE = 'en-US';

/** Locales where signing in is always off, whatever the configuration adds. */
export const ALWAYS_SIGN_IN_DISABLED_LOCALES = ['zh-TW'] as const;

const LOCALE_PATTERN = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/i;

/** `en_US`, `en-us` and `en-US` are one locale: BCP 47 with the region upper case; null when malformed. */
export function normalizeLocale(value: string | null | undefined): string | null {
  if (!value || value.length > 35 || !LOCALE_PATTERN.test(value)) return null;
  const [language = '', ...rest] = value.replace(/_/g, '-').split('-');
  return [language.toLowerCase(), ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}

/** Whether sign-in is off for `locale`; an entry with only a language (e.g. `zh`) covers all its regions. */
export function isSignInDisabledFor(locale: string, configured: readonly string[] = []): boolean {
  const normalized = normalizeLocale(locale);
  if (!normalized) return false;
  const language = normalized.split('-')[0];
  return [...ALWAYS_SIGN_IN_DISABLED_LOCALES, ...configured].some((entry) => {
    const disabled = normalizeLocale(entry);
    return disabled === normalized || disabled === language;
  });
}
