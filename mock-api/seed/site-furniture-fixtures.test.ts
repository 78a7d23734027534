import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../shared/domain/locales';
import { footerContentSchema, homePageContentSchema, languageSelectorContentSchema, linkBannerContentSchema, promotionsContentSchema } from '../../shared/domain/site-furniture-schema';
import { FOOTER_FIXTURES, HOME_PAGE_FIXTURES, LANGUAGE_SELECTOR_FIXTURES, LINK_BANNER_FIXTURES, PROMOTIONS_FIXTURES } from './site-furniture-fixtures';
import { HOTELS } from './fixtures';

describe('the seeded site furniture', () => {
  it('meets its schemas in every locale: the footer, and a language selector offering every locale', () => {
    expect(Object.keys(FOOTER_FIXTURES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const footer of Object.values(FOOTER_FIXTURES)) expect(v.safeParse(footerContentSchema, footer).issues).toBeUndefined();
    expect(Object.keys(LANGUAGE_SELECTOR_FIXTURES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const selector of Object.values(LANGUAGE_SELECTOR_FIXTURES)) expect(v.safeParse(languageSelectorContentSchema, selector).issues).toBeUndefined();
  });

  it('refuses the content the pages could not show: a fifth destination column, an eighth link, a script link', () => {
    const footer = FOOTER_FIXTURES['en-US'];
    const column = footer.destinations.columns[0]!;
    const tooMany = { ...footer, destinations: { ...footer.destinations, columns: [...footer.destinations.columns, column] } };
    const tooLong = { ...footer, destinations: { ...footer.destinations, columns: [{ ...column, links: Array.from({ length: 8 }, () => column.links[0]!) }] } };
    const scripted = { ...footer, social: [{ network: 'facebook', label: 'x', href: 'javascript:alert(1)' }] };
    const noPrivacy = { ...footer, linkColumns: footer.linkColumns.filter((linkColumn) => linkColumn.id !== 'privacy') };
    for (const broken of [tooMany, tooLong, scripted, noPrivacy]) expect(v.safeParse(footerContentSchema, broken).success).toBe(false);
  });

  it('has a link banner in every locale that meets its schema, and refuses a fifth column, an empty one or a script link', () => {
    expect(Object.keys(LINK_BANNER_FIXTURES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    const banner = LINK_BANNER_FIXTURES['en-US'];
    for (const each of Object.values(LINK_BANNER_FIXTURES)) expect(v.safeParse(linkBannerContentSchema, each).issues).toBeUndefined();
    const column = banner.columns[0]!;
    const tooMany = { ...banner, columns: [column, column, column, column, column] };
    const empty = { ...banner, columns: [{ ...column, links: [] }] };
    const none = { ...banner, columns: [] };
    const scripted = { ...banner, columns: [{ links: [{ label: 'x', href: 'javascript:alert(1)' }] }] };
    for (const broken of [tooMany, empty, none, scripted]) expect(v.safeParse(linkBannerContentSchema, broken).success).toBe(false);
    // Header and dividers are optional: the dividers show unless hidden.
    expect(v.parse(linkBannerContentSchema, { columns: [column] })).toEqual({ hidesColumnDividers: false, columns: [column] });
  });

  it('has every promotional card in every locale, meeting the schema, and refuses a partner card over 46 or 88 characters', () => {
    expect(Object.keys(PROMOTIONS_FIXTURES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    const promotions = PROMOTIONS_FIXTURES['en-US'];
    expect(Object.keys(promotions).sort()).toEqual(['checkInBanner', 'loyaltyBanner', 'membershipCard', 'partnerCard', 'redemptionAlert']);
    for (const each of Object.values(PROMOTIONS_FIXTURES)) expect(v.safeParse(promotionsContentSchema, each).issues).toBeUndefined();
    const partner = promotions.partnerCard!;
    const at = (heading: number, subheading: number) => ({ partnerCard: { ...partner, heading: 'h'.repeat(heading), subheading: 's'.repeat(subheading) } });
    expect(v.safeParse(promotionsContentSchema, at(46, 88)).success).toBe(true);
    expect(v.safeParse(promotionsContentSchema, at(47, 88)).success).toBe(false);
    expect(v.safeParse(promotionsContentSchema, at(46, 89)).success).toBe(false);
    // A locale may run only some cards.
    expect(v.safeParse(promotionsContentSchema, {}).success).toBe(true);
  });

  it('has a hero banner and feature cards in every locale, on photos the hotels have, and refuses a fourth card or a picture off the image paths', () => {
    expect(Object.keys(HOME_PAGE_FIXTURES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    const photoPaths = new Set(HOTELS.flatMap((hotel) => hotel.photos.map((photo) => photo.url)));
    for (const content of Object.values(HOME_PAGE_FIXTURES)) {
      expect(v.safeParse(homePageContentSchema, content).issues).toBeUndefined();
      for (const image of [content.hero!.image, ...content.featureCards.map((card) => card.image)]) expect(photoPaths).toContain(image.path);
    }
    const home = HOME_PAGE_FIXTURES['en-US'];
    const card = home.featureCards[0]!;
    const refused = [
      { ...home, featureCards: [card, card, card, card] },
      { ...home, hero: { ...home.hero!, image: { path: 'https://evil.example/x.svg', alt: 'x' } } },
      { ...home, hero: { ...home.hero!, image: { path: '/images/../secrets.svg', alt: 'x' } } },
      { ...home, featureCards: [{ ...card, image: { path: '/images/hotels/nycts-1.svg', alt: '' } }] },
    ];
    for (const broken of refused) expect(v.safeParse(homePageContentSchema, broken).success).toBe(false);
  });

  it('names no link banner column as a footer column of the same locale: both are navigation landmarks of the home page', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const footer = FOOTER_FIXTURES[locale];
      const footerNames = new Set([...footer.destinations.columns, ...footer.linkColumns].map((column) => column.heading));
      expect(LINK_BANNER_FIXTURES[locale].columns.filter((column) => column.heading && footerNames.has(column.heading))).toEqual([]);
    }
  });
});
