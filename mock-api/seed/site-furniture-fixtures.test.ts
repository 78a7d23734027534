import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../shared/domain/locales';
import { footerContentSchema, languageSelectorContentSchema } from '../../shared/domain/site-furniture-schema';
import { FOOTER_FIXTURES, LANGUAGE_SELECTOR_FIXTURES } from './site-furniture-fixtures';

describe('the seeded site furniture', () => {
  it('meets its schemas: every footer, and a language selector in every locale offering every locale', () => {
    for (const footer of Object.values(FOOTER_FIXTURES)) expect(v.safeParse(footerContentSchema, footer).issues).toBeUndefined();
    expect(Object.keys(LANGUAGE_SELECTOR_FIXTURES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const selector of Object.values(LANGUAGE_SELECTOR_FIXTURES)) expect(v.safeParse(languageSelectorContentSchema, selector).issues).toBeUndefined();
  });

  it('refuses the content the pages could not show: a fifth destination column, an eighth link, a script link', () => {
    const footer = FOOTER_FIXTURES['en-US']!;
    const column = footer.destinations.columns[0]!;
    const tooMany = { ...footer, destinations: { ...footer.destinations, columns: [...footer.destinations.columns, column] } };
    const tooLong = { ...footer, destinations: { ...footer.destinations, columns: [{ ...column, links: Array.from({ length: 8 }, () => column.links[0]!) }] } };
    const scripted = { ...footer, social: [{ network: 'facebook', label: 'x', href: 'javascript:alert(1)' }] };
    const noPrivacy = { ...footer, linkColumns: footer.linkColumns.filter((linkColumn) => linkColumn.id !== 'privacy') };
    for (const broken of [tooMany, tooLong, scripted, noPrivacy]) expect(v.safeParse(footerContentSchema, broken).success).toBe(false);
  });
});
