import useSWR from 'swr';
import { getSiteFurniture, siteFurnitureKey } from '../../shared/content/furniture-client';
import type { SiteFurniture } from '../../shared/domain/site-furniture';
import { useLocale } from '../../shared/i18n/messages-context';

/** The site furniture of the page's locale, which every page's data already reads on the server. */
export function useSiteFurniture(): SiteFurniture | undefined {
  const locale = useLocale();
  return useSWR<SiteFurniture>(siteFurnitureKey(locale), getSiteFurniture).data;
}
