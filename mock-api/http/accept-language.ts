import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/domain/locales';

/**
 * The first locale of an `Accept-Language` header (`zh-TW,zh;q=0.9` → `zh-TW`), normalised; null when
 * there is none or it is `*`. The first is the one the page was shown in, whatever its q-value says.
 */
export function firstAcceptedLocale(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return normalizeLocale(first);
}

/**
 * The locale to word an answer in: the first of `Accept-Language` when Intl can use it, else the
 * default (en-US). A well-formed tag Intl still refuses (e.g. `en-US-x`) would otherwise throw while
 * formatting: the client's header, not a server fault.
 */
export function displayLocaleOf(header: string | null | undefined): string {
  const locale = firstAcceptedLocale(header ?? undefined);
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
