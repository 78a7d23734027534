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

/**
 * The locales the product is written in (issue 22; spec 01 section 9). Each has a message catalogue
 * under shared/i18n/messages (a variant's holds only its differences: CATALOGUE_BASES); the language
 * selector offers them, and any other asked-for locale is read as the nearest of these (its language's
 * one), else the default.
 */
export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'es-ES', 'ar', 'th-TH', 'zh-CN', 'zh-TW', 'ko-KR', 'ja-JP'] as const;

/** One of the locales the product has a catalogue for. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * Locales written as a variant of another: their catalogue holds only the messages whose words differ
 * from their base's and inherits every other one (the compile step merges the two). A base is a full
 * translation, never a variant itself; a locale not named here is a full translation of en-US.
 */
export const CATALOGUE_BASES: Partial<Record<Exclude<SupportedLocale, typeof DEFAULT_LOCALE>, SupportedLocale>> = { 'en-GB': 'en-US' };

/** The locale `locale`'s catalogue inherits from, or null when it is a full translation. */
export function catalogueBaseOf(locale: SupportedLocale): SupportedLocale | null {
  return locale === DEFAULT_LOCALE ? null : (CATALOGUE_BASES[locale] ?? null);
}

/** Right-to-left locales (spec: right-to-left styling when rtlEnable is "true"). */
const RIGHT_TO_LEFT_LOCALES: readonly SupportedLocale[] = ['ar'];

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale a value asks for: itself once normalised (`en_gb` → en-GB), else the first
 * supported locale of its language (`ar-SA` → ar, `es-MX` → es-ES, `en` → en-US); null when the
 * product has nothing in that language.
 */
export function supportedLocaleOf(value: string | null | undefined): SupportedLocale | null {
  const normalized = normalizeLocale(value);
  if (!normalized) return null;
  if (isSupportedLocale(normalized)) return normalized;
  const language = normalized.split('-')[0];
  return SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === language) ?? null;
}

/** The text direction a locale's pages are laid out in, for `<html dir>` and the overlays. */
export function textDirectionOf(locale: string): 'ltr' | 'rtl' {
  const supported = supportedLocaleOf(locale);
  return supported && RIGHT_TO_LEFT_LOCALES.includes(supported) ? 'rtl' : 'ltr';
}

/**
 * The tag Intl is given for a locale. Digits are always Western (`nu-latn`): the spec reads Arabic
 * and Devanagari digits as Western ones, and Node's ICU and the browser's disagree on the Arabic
 * default, which would make a server-rendered page differ from its hydration. Thai pages count
 * years in the Buddhist era (spec 01 section 5: the year plus 543), asked for by name for the same reason.
 */
export function intlLocaleOf(locale: string): string {
  const normalized = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  return normalized.split('-')[0] === 'th' ? `${normalized}-u-ca-buddhist-nu-latn` : `${normalized}-u-nu-latn`;
}
