import { formatInstant } from '../../../../shared/format/format-stay-dates';
import { useLocale } from '../../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../../shared/ssr/use-is-hydrated';

/**
 * Prints moments in the visitor's own time zone, as the LocalInstant component does, but as text a
 * message can take as a parameter: the server, which knows no visitor's zone, prints UTC and names
 * it, and the browser prints the visitor's zone once the page has hydrated.
 */
export function useLocalInstant(): (isoDateTime: string) => string {
  const locale = useLocale();
  const isHydrated = useIsHydrated();
  return (isoDateTime) => formatInstant(isoDateTime, locale, isHydrated ? undefined : 'UTC');
}
