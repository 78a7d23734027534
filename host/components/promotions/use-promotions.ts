import useSWR from 'swr';
import { getSiteFurniture, siteFurnitureKey } from '../../../shared/content/furniture-client';
import type { PromotionsContent, SiteFurniture } from '../../../shared/domain/site-furniture';
import { useLocale } from '../../../shared/i18n/messages-context';

/** Spec 2.9's cards in the page's locale, from the site furniture every page's data already reads. */
export function usePromotions(): PromotionsContent | null {
  const locale = useLocale();
  const { data } = useSWR<SiteFurniture>(siteFurnitureKey(locale), getSiteFurniture);
  return data?.promotions?.content ?? null;
}
