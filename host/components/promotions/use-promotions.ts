import type { HomePageContent, PromotionsContent } from '../../../shared/domain/site-furniture';
import { useSiteFurniture } from '../use-site-furniture';

/** Spec 2.9's cards in the page's locale. */
export function usePromotions(): PromotionsContent | null {
  return useSiteFurniture()?.promotions?.content ?? null;
}

/** The home page's hero banner and feature cards in the page's locale. */
export function useHomePageContent(): HomePageContent | null {
  return useSiteFurniture()?.homePage?.content ?? null;
}
