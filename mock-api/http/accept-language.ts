import { normalizeLocale } from '../../shared/domain/locales';

/**
 * The first locale of an `Accept-Language` header (`zh-TW,zh;q=0.9` → `zh-TW`), normalised; null when
 * there is none or it is `*`. The first is the one the page was shown in, whatever its q-value says.
 */
export function firstAcceptedLocale(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return normalizeLocale(first);
}
