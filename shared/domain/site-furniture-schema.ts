import * as v from 'valibot';
import { SUPPORTED_LOCALES } from './locales';
import {
  FOOTER_LINK_COLUMNS,
  MAX_DESTINATION_COLUMNS,
  MAX_FEATURE_CARDS,
  MAX_LINK_BANNER_COLUMNS,
  MAX_LINKS_PER_DESTINATION_COLUMN,
  PARTNER_CARD_HEADING_MAX,
  PARTNER_CARD_SUBHEADING_MAX,
  SOCIAL_NETWORKS,
  type FurnitureSlot,
} from './site-furniture';

/**
 * What a furniture document must be for the pages to show it (site-furniture.ts): the content service
 * checks each one as it reads it, and the seed's fixtures are checked against the same.
 */
const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120));

/** A site path (`/hotels/...`) or an https address on another site; nothing a script could run from. */
const href = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/\s]+/.test(value), 'must be a site path or an https address'),
);

export const linkSchema = v.object({
  label: text,
  href,
  /** The cookie-preferences link: it opens the consent manager's preferences when the page has one, and is a link to `href` otherwise. */
  opensConsentPreferences: v.optional(v.literal(true)),
});

export const footerContentSchema = v.object({
  destinations: v.object({
    heading: text,
    columns: v.pipe(
      v.array(v.object({ heading: text, links: v.pipe(v.array(linkSchema), v.minLength(1), v.maxLength(MAX_LINKS_PER_DESTINATION_COLUMN)) })),
      v.maxLength(MAX_DESTINATION_COLUMNS),
    ),
  }),
  linkColumns: v.pipe(
    v.array(v.object({ id: v.picklist(FOOTER_LINK_COLUMNS), heading: text, links: v.pipe(v.array(linkSchema), v.minLength(1), v.maxLength(12)) })),
    v.check((columns) => FOOTER_LINK_COLUMNS.every((id) => columns.filter((column) => column.id === id).length === 1), 'needs each of the four columns once'),
  ),
  social: v.pipe(
    v.array(v.object({ network: v.picklist(SOCIAL_NETWORKS), label: text, href })),
    v.check((links) => new Set(links.map((link) => link.network)).size === links.length, 'lists a network twice'),
  ),
});

export const languageSelectorContentSchema = v.object({
  heading: text,
  regions: v.pipe(
    v.array(v.object({ name: text, locales: v.pipe(v.array(v.object({ locale: v.picklist(SUPPORTED_LOCALES), label: text })), v.minLength(1)) })),
    v.minLength(1),
    v.check((regions) => SUPPORTED_LOCALES.every((locale) => regions.some((region) => region.locales.some((entry) => entry.locale === locale))), 'must offer every supported locale'),
  ),
});

/** Spec 2.8: 1 to 4 columns of links, each with an optional header; the banner's own header changes how it collapses. */
export const linkBannerContentSchema = v.object({
  heading: v.optional(text),
  /** The lines between columns, shown unless the content hides them. */
  hidesColumnDividers: v.optional(v.boolean(), false),
  columns: v.pipe(
    v.array(v.object({ heading: v.optional(text), links: v.pipe(v.array(linkSchema), v.minLength(1), v.maxLength(12)) })),
    v.minLength(1),
    v.maxLength(MAX_LINK_BANNER_COLUMNS),
  ),
});

/** A card's or banner's words: longer than a heading, still a few sentences. */
const body = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(400));

const promotionCard = v.object({ heading: text, body, cta: linkSchema });

/**
 * Spec 2.9's promotional cards, each optional: a locale's content team may run only some. The
 * travel-insurance mini card and banner are the hotel's own offer, served with the confirmation.
 */
export const promotionsContentSchema = v.object({
  /** For visitors: what joining gives. */
  membershipCard: v.optional(promotionCard),
  /** For members below the top tier. */
  loyaltyBanner: v.optional(promotionCard),
  /** Spec 9: a header of at most 46 characters and a sub-header of at most 88. */
  partnerCard: v.optional(
    v.object({
      partnerName: text,
      heading: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PARTNER_CARD_HEADING_MAX)),
      subheading: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PARTNER_CARD_SUBHEADING_MAX)),
      cta: linkSchema,
    }),
  ),
  /** On the rate list when the guest searches with points. */
  redemptionAlert: v.optional(v.object({ heading: text, body })),
  /** On the upcoming reservation when a room may check in online; its link is the room's own check-in page. */
  checkInBanner: v.optional(v.object({ heading: text, body, ctaLabel: text })),
});

/** A picture on the image cache domain, described for those who cannot see it. */
const imageSchema = v.object({
  path: v.pipe(v.string(), v.maxLength(200), v.regex(/^\/images\/[A-Za-z0-9/_-]+\.svg$/, 'must be an image path such as /images/hotels/nycts-1.svg')),
  alt: text,
});

/** Spec 02 section 2's hero banner and horizontal feature cards, as the home page shows them. */
export const homePageContentSchema = v.object({
  hero: v.optional(v.object({ heading: text, subheading: body, image: imageSchema, cta: linkSchema })),
  featureCards: v.optional(v.pipe(v.array(v.object({ heading: text, body, image: imageSchema, cta: linkSchema })), v.maxLength(MAX_FEATURE_CARDS)), []),
});

/** Each furniture slot with the schema its content must meet. */
export const furnitureSlots = {
  footer: footerContentSchema,
  'language-selector': languageSelectorContentSchema,
  'link-banner': linkBannerContentSchema,
  promotions: promotionsContentSchema,
  'home-page': homePageContentSchema,
} as const satisfies Record<FurnitureSlot, unknown>;
