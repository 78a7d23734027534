import * as v from 'valibot';
import { SUPPORTED_LOCALES } from './locales';

/**
 * The site's furniture as content (spec 01 sections 2.7 and 2.8): the universal footer's links and the
 * language selector's regions, kept by the content service per locale and edited there, not in code.
 * The server checks every entry against these schemas as it reads it; the host takes only the types.
 */

/** Spec 9: the footer's destination accordion has at most 4 columns of 7 links. */
export const MAX_DESTINATION_COLUMNS = 4;
export const MAX_LINKS_PER_DESTINATION_COLUMN = 7;

/** Spec 2.7: the five social icons, in this order whatever order the content lists them in. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;

/** Spec 2.7: the footer's four link columns. */
export const FOOTER_LINK_COLUMNS = ['our-company', 'work-with-us', 'find-help', 'privacy'] as const;

const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120));

/** A site path (`/hotels/...`) or an https address on another site; nothing a script could run from. */
const href = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/\s]+/.test(value), 'must be a site path or an https address'),
);

const linkSchema = v.object({ label: text, href });

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

export type FurnitureLink = v.InferOutput<typeof linkSchema>;
export type FooterContent = v.InferOutput<typeof footerContentSchema>;
export type LanguageSelectorContent = v.InferOutput<typeof languageSelectorContentSchema>;

/** The furniture slots the content service keeps, each with the schema its content must meet. */
export const furnitureSlots = { footer: footerContentSchema, 'language-selector': languageSelectorContentSchema } as const;
export type FurnitureSlot = keyof typeof furnitureSlots;

/**
 * The answer of the content service's furniture call for one locale: each slot in that locale, or in
 * en-US where the locale has none of its own (`locale` says which), or null where neither holds one.
 */
export type SiteFurniture = {
  footer: { locale: string; content: FooterContent } | null;
  languageSelector: { locale: string; content: LanguageSelectorContent } | null;
};
