import useSWR from 'swr';
import { getSiteFurniture, siteFurnitureKey } from '../../../shared/content/furniture-client';
import type { HomePageContent, PromotionsContent, SiteFurniture } from '../../../shared/domain/site-furniture';
import { useLocale } from '../../../shared/i18n/messages-context';

/** The site furniture of the page's locale, which every page's data already reads on the server. */
function useSiteFurniture(): SiteFurniture | undefined {
  const locale = useLocale();
  return useSWR<SiteFurniture>(siteFurnitureKey(locale), getSiteFurniture).data;
}

/** Spec 2.9's cards in the page's locale. */
export function usePromotions(): PromotionsContent | null {
  return useSiteFurniture()?.promotions?.content ?? null;
}

/** The home page's hero banner and feature cards in the page's locale. */
export function useHomePageContent(): HomePageContent | null {
  return useSiteFurniture()?.homePage?.content ?? null;
}
