import { formatInstant } from '../../shared/format/format-stay-dates';
import { useIsHydrated } from '../../shared/ssr/use-is-hydrated';

/**
 * A moment in the visitor's own time zone, which only the browser knows: a server-rendered page shows it
 * in UTC, named so, and the browser puts it in the visitor's zone once the page has hydrated.
 */
export function LocalInstant({ isoDateTime, locale }: { isoDateTime: string; locale: string }) {
  const isHydrated = useIsHydrated();
  return <>{formatInstant(isoDateTime, locale, isHydrated ? undefined : 'UTC')}</>;
}
