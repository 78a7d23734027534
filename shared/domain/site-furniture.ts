import type * as v from 'valibot';
import type { footerContentSchema, homePageContentSchema, languageSelectorContentSchema, linkBannerContentSchema, linkSchema, promotionsContentSchema } from './site-furniture-schema';

/**
 * The site's furniture as content (spec 01 sections 2.7 and 2.8): the universal footer's links, the
 * language selector's regions, the link banner, the promotional cards (2.9) and the home page's hero banner and feature cards, kept by the content service per locale and edited there, not in code.
 * The server checks every document against site-furniture-schema.ts as it reads it; the pages take
 * these constants and types, without the schemas' code.
 */

/** Spec 9: the footer's destination accordion has at most 4 columns of 7 links. */
export const MAX_DESTINATION_COLUMNS = 4;
export const MAX_LINKS_PER_DESTINATION_COLUMN = 7;

/** Spec 2.7: the five social icons, in this order whatever order the content lists them in. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;

/** Spec 2.8: a link banner has 1 to 4 columns. */
export const MAX_LINK_BANNER_COLUMNS = 4;

/** The home page shows at most this many horizontal feature cards under its hero banner. */
export const MAX_FEATURE_CARDS = 3;

/** Spec 9: the partner card's header and sub-header are at most this long. */
export const PARTNER_CARD_HEADING_MAX = 46;
export const PARTNER_CARD_SUBHEADING_MAX = 88;

/** The loyalty programme's top tier: its members are shown no loyalty banner (spec 2.9), there being nothing higher to offer. */
export const TOP_TIER = 'Ambassador';

/** Spec 2.7: the footer's four link columns. */
export const FOOTER_LINK_COLUMNS = ['our-company', 'work-with-us', 'find-help', 'privacy'] as const;

export type FurnitureLink = v.InferOutput<typeof linkSchema>;
export type FooterContent = v.InferOutput<typeof footerContentSchema>;
export type LanguageSelectorContent = v.InferOutput<typeof languageSelectorContentSchema>;
export type LinkBannerContent = v.InferOutput<typeof linkBannerContentSchema>;
export type PromotionsContent = v.InferOutput<typeof promotionsContentSchema>;
export type HomePageContent = v.InferOutput<typeof homePageContentSchema>;
export type FurnitureImage = HomePageContent['featureCards'][number]['image'];

/** The furniture slots the content service keeps. */
export type FurnitureSlot = 'footer' | 'language-selector' | 'link-banner' | 'promotions' | 'home-page';

/**
 * The answer of the content service's furniture call for one locale: each slot in that locale, or in
 * en-US where the locale has none of its own (`locale` says which), or null where neither holds one.
 */
export type SiteFurniture = {
  footer: { locale: string; content: FooterContent } | null;
  languageSelector: { locale: string; content: LanguageSelectorContent } | null;
  linkBanner: { locale: string; content: LinkBannerContent } | null;
  promotions: { locale: string; content: PromotionsContent } | null;
  homePage: { locale: string; content: HomePageContent } | null;
};
