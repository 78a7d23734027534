import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_LOGO_MARKER } from '../../shared/domain/content-search';
import { pickHotelLogo } from '../../shared/domain/hotel-header';
import { HOTELS } from '../seed/fixtures';
import { contentCalls, logoSearch } from '../testing/content-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // A second locale for one hotel, inserted after the fixtures: locale matching and fallback need it.
  await api.db.query(
    `insert into content_entries (name, type, locale, taxonomies, images, link)
     values ('SHAPD 酒店标志 logo', 'image', 'zh_CN', array['property-logos', 'S', 'SHAPD'], '[{"imageFile": "/images/logos/mc.svg", "altText": "标志"}]', null)`,
  );
});
afterAll(() => api.close());

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('content search for a hotel logo', () => {
  it('answers NYCTS’s banner, then its logo, with their images and no link', async () => {
    const entries = await contentCalls(api).entries(logoSearch('nycts'));
    expect(entries).toEqual([
      {
        id: expect.any(String),
        name: 'NYCTS welcome banner',
        type: 'image',
        locale: 'en_US',
        images: [{ imageFile: '/images/hotels/nycts-1.svg', altText: 'Welcome to Portico Times Square' }],
      },
      {
        id: expect.any(String),
        name: 'NYCTS hotel logo',
        type: 'image',
        locale: 'en_US',
        images: [{ imageFile: '/images/logos/mc.svg', altText: 'Portico Times Square logo' }],
      },
    ]);
    expect(Number(entries[0]!.id)).toBeLessThan(Number(entries[1]!.id));
  });

  it.each(HOTELS.map((hotel) => [hotel.code, hotel.brandCode] as const))('finds %s’s logo entry by its marker, drawn for its brand', async (code, brand) => {
    const entries = await contentCalls(api).entries(logoSearch(code));
    expect(names(entries)).toEqual([`${code} welcome banner`, `${code} hotel logo`]);
    expect(entries.filter((entry) => entry.name.includes(HOTEL_LOGO_MARKER))).toHaveLength(1);
    expect(pickHotelLogo(entries)).toBe(`/images/logos/${brand.toLowerCase()}.svg`);
  });

  it('includes each entry’s link when asked', async () => {
    const entries = await contentCalls(api).entries(logoSearch('LONKX', { includeLink: true }));
    expect(entries.map((entry) => entry.link)).toEqual(['/hotels/lonkx-portico-london-kings-cross/overview', '/hotels/lonkx-portico-london-kings-cross/overview']);
  });

  it('is served on the overlay origin too', async () => {
    expect(names(await contentCalls(api).entries(logoSearch('DXBBG'), undefined, api.overlayUrl))).toEqual(['DXBBG welcome banner', 'DXBBG hotel logo']);
  });
});

describe('content search matching', () => {
  const entries = (body: unknown, query?: string) => contentCalls(api).entries(body, query);

  it('needs every taxonomy given: LONKX is not filed under N', async () => {
    expect(await entries(logoSearch('NYCTS', { taxonomies: ['property-logos', 'N', 'LONKX'] }))).toEqual([]);
  });

  it('needs one of the types given', async () => {
    expect(await entries(logoSearch('NYCTS', { types: ['video'] }))).toEqual([]);
    expect(await entries(logoSearch('NYCTS', { types: ['video', 'image'] }))).toHaveLength(2);
  });

  it('answers at most `limit` entries, in the order they were filed, five by default', async () => {
    const all = logoSearch('NYCTS', { taxonomies: ['property-logos'] });
    expect(names(await entries(all, '?limit=3'))).toEqual(['NYCTS welcome banner', 'NYCTS hotel logo', 'LONKX welcome banner']);
    expect(await entries(all, '')).toHaveLength(5);
    expect(names(await entries(logoSearch('NYCTS'), '?limit=1'))).toEqual(['NYCTS welcome banner']);
  });

  it('matches the locales asked, in any spelling, without falling back when one has entries', async () => {
    expect(names(await entries(logoSearch('SHAPD', { locales: ['zh-cn'] })))).toEqual(['SHAPD 酒店标志 logo']);
    expect(names(await entries(logoSearch('SHAPD', { locales: ['zh_CN', 'en_US'] })))).toEqual([
      'SHAPD welcome banner',
      'SHAPD hotel logo',
      'SHAPD 酒店标志 logo',
    ]);
  });

  it('falls back to en_US entries with defaultLocale=true when the asked locales have none', async () => {
    const french = logoSearch('BKKRV', { locales: ['fr_FR'] });
    expect(names(await entries(french, '?limit=5&defaultLocale=true'))).toEqual(['BKKRV welcome banner', 'BKKRV hotel logo']);
    expect(await entries(french, '?limit=5&defaultLocale=false')).toEqual([]);
    expect(await entries(french, '?limit=5')).toEqual([]);
  });

  it('falls back to nothing for a hotel with no entries at all', async () => {
    expect(await entries(logoSearch('ZZZZZ', { locales: ['fr_FR'] }))).toEqual([]);
  });
});

describe('content search refusals', () => {
  type ErrorBody = { message: string; phoenixErrorMessages: { errorMessages: string[] }; nextStateURI: null; isRedirect: false };
  const valid = logoSearch('NYCTS');

  it.each([
    ['limit=0', '?limit=0', valid, 'limit must be a whole number from 1 to 5'],
    ['limit=6', '?limit=6', valid, 'limit must be a whole number from 1 to 5'],
    ['limit=1.5', '?limit=1.5', valid, 'limit must be'],
    ['limit=abc', '?limit=abc', valid, 'limit must be'],
    ['an empty limit', '?limit=', valid, 'limit must be'],
    ['limit given twice', '?limit=1&limit=2', valid, 'limit must be'],
    ['defaultLocale=yes', '?defaultLocale=yes', valid, 'defaultLocale must be true or false'],
    ['defaultLocale given twice', '?defaultLocale=true&defaultLocale=true', valid, 'defaultLocale must be'],
    ['a list as the body', '', [], 'The body must be a JSON object'],
    ['a number as the body', '', 42, 'The body must be a JSON object'],
    ['includeLink missing', '', { ...valid, includeLink: undefined }, 'includeLink must be true or false'],
    ['includeLink as text', '', { ...valid, includeLink: 'true' }, 'includeLink must be true or false'],
    ['taxonomies missing', '', { ...valid, taxonomies: undefined }, 'taxonomies must be a list of 1 to 10 items'],
    ['no taxonomy', '', { ...valid, taxonomies: [] }, 'taxonomies must be a list of 1 to 10 items'],
    ['eleven taxonomies', '', { ...valid, taxonomies: Array.from({ length: 11 }, (_, index) => `t${index}`) }, 'taxonomies must be a list'],
    ['a number as a taxonomy', '', { ...valid, taxonomies: ['property-logos', 7] }, 'taxonomies[1] must be text of 1 to 100 characters'],
    ['an empty taxonomy', '', { ...valid, taxonomies: [''] }, 'taxonomies[0] must be text'],
    ['a long taxonomy', '', { ...valid, taxonomies: ['a'.repeat(101)] }, 'taxonomies[0] must be text'],
    ['a NUL in a taxonomy', '', { ...valid, taxonomies: ['a\u0000b'] }, 'taxonomies[0] (in the body) contains a NUL character'],
    ['half a surrogate pair', '', { ...valid, taxonomies: ['x\ud800'] }, 'taxonomies[0] must be text'],
    ['markup as a type', '', { ...valid, types: ['<script>'] }, 'types[0] must be a content type such as image'],
    ['a string as types', '', { ...valid, types: 'image' }, 'types must be a list'],
    ['a malformed locale', '', { ...valid, locales: ['en_US', 'english please'] }, 'locales[1] must be a locale such as en_US'],
    ['no locale', '', { ...valid, locales: [] }, 'locales must be a list of 1 to 10 items'],
    ['navIds missing', '', { ...valid, navIds: undefined }, 'navIds must be a list of 0 to 20 items'],
    ['21 navIds', '', { ...valid, navIds: Array.from({ length: 21 }, (_, index) => `n${index}`) }, 'navIds must be a list'],
    ['an object as a navId', '', { ...valid, navIds: [{}] }, 'navIds[0] must be text'],
  ])('refuses %s with 400 naming the field', async (_case, query, body, message) => {
    const response = await contentCalls(api).search(body, query);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ErrorBody;
    expect(answer.message).toContain(message);
    expect(answer).toMatchObject({ phoenixErrorMessages: { errorMessages: ['BAD_REQUEST'] }, nextStateURI: null, isRedirect: false });
  });

  it('refuses a body that is not JSON with 400, and a huge one with 413, in the same shape', async () => {
    const malformed = await contentCalls(api).search('{"includeLink": tru');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).phoenixErrorMessages.errorMessages).toHaveLength(1);
    const huge = await contentCalls(api).search({ ...valid, navIds: ['x'.repeat(10_000)] });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorBody).message.length).toBeGreaterThan(5);
  });
});
