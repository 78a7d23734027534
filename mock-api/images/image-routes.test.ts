import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_BOOKING } from '../seed/booking-fixtures';
import { HOTELS } from '../seed/fixtures';
import { ROOM_TYPES } from '../seed/room-type-fixtures';
import { roomPhotoPath } from '../seed/seed-booking';
import { startTestApi, type TestApi } from '../testing/test-api';
import { IMAGE_CACHE_CONTROL, IMAGE_CSP } from './image-routes';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // Hostile text where the drawing takes it from: a caption, a hotel name and a brand wordmark.
  await api.db.exec(`
    insert into brands (code, wordmark, colour) values ('EV', '<Ev&l>', '#123456');
    insert into hotels (code, seo_nickname, name, brand_code, address_line1, city, country_code, country_name, latitude, longitude, phone, currency)
      values ('EVILX', 'evilx', 'Hotel "Q" <b>&amp;</b>', 'EV', '1 Road', 'Town', 'US', 'USA', 0, 0, '+1', 'USD'),
             ('PLAIN', 'plain', 'Plain Hotel', 'ZZ', '2 Road', 'Town', 'US', 'USA', 0, 0, '+1', 'USD');
    insert into hotel_photos (hotel_code, position, url, caption)
      values ('EVILX', 0, '/images/hotels/evilx-1.svg', '<script>alert(1)</script> & co');
  `);
});
afterAll(() => api.close());

const get = (path: string, base = api.hostUrl) => fetch(`${base}${path}`);
type ErrorBody = { message: string; phoenixErrorMessages: { errorMessages: string[] } };

const photos = HOTELS.flatMap((hotel) => hotel.photos.map((photo) => ({ code: hotel.code, name: hotel.name, ...photo })));

describe('hotel photos', () => {
  it.each(photos.map((photo) => [photo.url, photo] as const))('%s is drawn as SVG titled with its caption and hotel, with no words on the picture', async (url, photo) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="800" viewBox="0 0 1200 800"/);
    expect(svg).toContain(`<title>${photo.caption}, ${photo.name.replace(/'/g, '&apos;')}</title>`);
    expect(svg).not.toContain('<text');
  });

  it('draws every photo of the demo hotels differently', async () => {
    const drawings = await Promise.all(photos.map(async (photo) => (await (await get(photo.url)).text()).replace(/<title>.*<\/title>/, '')));
    expect(new Set(drawings).size).toBe(photos.length);
  });

  it('is served on the overlay origin too', async () => {
    expect((await get('/images/hotels/dxbbg-2.svg', api.overlayUrl)).status).toBe(200);
  });
});

const roomPhotos = HOTELS.flatMap((hotel) =>
  HOTEL_BOOKING[hotel.code]!.rooms.flatMap(({ code }) =>
    ROOM_TYPES[code]!.imageCaptions.map((caption, index) => ({ path: roomPhotoPath(hotel.code, code, index + 1), caption, roomName: ROOM_TYPES[code]!.name, hotelName: hotel.name })),
  ),
);

describe('room photos', () => {
  it('are drawn for every room type of every hotel, with the caption, the room and the hotel', async () => {
    for (const photo of roomPhotos) {
      const response = await get(photo.path);
      expect(response.status, photo.path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain(`<title>${photo.caption}, ${photo.roomName}, ${photo.hotelName.replace(/'/g, '&apos;')}</title>`);
    }
  });

  it.each([
    ['mobile', 358, 160],
    ['tablet', 451, 366],
    ['desktop', 562, 366],
  ])('are drawn at the spec’s %s size, %i by %i, without stretching', async (_breakpoint, width, height) => {
    const svg = await (await get(`/images/rooms/nycts-gkng-1.svg?width=${width}&height=${height}`)).text();
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 1200 800"`));
  });

  it('show each room type and hotel as a picture of its own', async () => {
    const drawings = await Promise.all(['nycts-gkng-1.svg', 'nycts-gqqn-1.svg', 'lonkx-twns-1.svg'].map(async (name) => (await (await get(`/images/rooms/${name}`)).text()).replace(/<title>.*<\/title>/, '')));
    expect(new Set(drawings).size).toBe(3);
  });
});

describe('brand logos', () => {
  it.each([
    ['mc.svg', 'Portico', '#1c3d5a'],
    ['bg.svg', 'Jewel', '#7a1f4b'],
    ['mc-alternate.svg', 'PORTICO', '#1c3d5a'],
    ['bg-alternate.svg', 'JEWEL', '#7a1f4b'],
  ])('%s shows the wordmark %s in the brand colour', async (file, wordmark, colour) => {
    const response = await get(`/images/logos/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain(`>${wordmark}</text>`);
    expect(svg).toContain(colour);
    // The alternate treatment is reversed: white lettering on a plate of the brand colour.
    expect(svg.includes(`<rect width="480" height="160" rx="16" fill="${colour}" />`)).toBe(file.includes('alternate'));
  });

  it('draws a brand the hotels use but the brand table lacks, with its code', async () => {
    const response = await get('/images/logos/zz.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('>ZZ</text>');
  });
});

describe('image sizes', () => {
  it.each([
    ['/images/hotels/nycts-1.svg?width=332&height=221', 'width="332" height="221" viewBox="0 0 1200 800"'],
    ['/images/hotels/nycts-1.svg?width=332', 'width="332" height="221" viewBox="0 0 1200 800"'],
    ['/images/hotels/nycts-1.svg?height=2400&quality=80', 'width="3600" height="2400" viewBox="0 0 1200 800"'],
    ['/images/logos/mc.svg?height=40', 'width="120" height="40" viewBox="0 0 480 160"'],
    ['/images/logos/bg-alternate.svg?width=16&height=16&cachebust=1', 'width="16" height="16" viewBox="0 0 480 160"'],
  ])('%s is drawn at the size asked', async (path, attributes) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(attributes);
  });

  it.each([
    ['width=15', 'width must be a whole number from 16 to 2400, given once.'],
    ['width=2401', 'width must be'],
    ['width=abc', 'width must be'],
    ['width=1e3', 'width must be'],
    ['width=-20', 'width must be'],
    ['width=332.5', 'width must be'],
    ['width=', 'width must be'],
    ['width=100&width=200', 'width must be'],
    ['height=0', 'height must be a whole number from 16 to 2400, given once.'],
    ['quality=0', 'quality must be a whole number from 1 to 100, given once.'],
    ['quality=101', 'quality must be'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const response = await get(`/images/hotels/nycts-1.svg?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toContain(message);
    expect(body.phoenixErrorMessages.errorMessages).toEqual(['INVALID_IMAGE_SIZE']);
  });
});

describe('escaping', () => {
  it('writes a hostile caption and hotel name as text', async () => {
    const response = await get('/images/hotels/evilx-1.svg');
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co, Hotel &quot;Q&quot; &lt;b&gt;&amp;amp;&lt;/b&gt;</title>');
  });

  it('writes a hostile wordmark as text', async () => {
    const svg = await (await get('/images/logos/ev.svg')).text();
    expect(svg).toContain('>&lt;Ev&amp;l&gt;</text>');
    expect(svg).not.toContain('<Ev');
  });
});

describe('image headers', () => {
  it('let browsers keep an image a day, and forbid it any script, load or framing of its own', async () => {
    const response = await get('/images/logos/mc-alternate.svg');
    expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toBe(IMAGE_CSP);
    expect(IMAGE_CSP).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('carry an ETag: the same drawing answers 304 to it, a changed one the new drawing with another tag', async () => {
    const path = '/images/hotels/evilx-1.svg';
    const first = await get(path);
    const entityTag = first.headers.get('etag')!;
    expect(entityTag).toMatch(/^"[\w-]{22}"$/);
    const again = await fetch(`${api.hostUrl}${path}`, { headers: { 'if-none-match': entityTag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(entityTag);
    expect(again.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(await again.text()).toBe('');
    expect((await fetch(`${api.hostUrl}${path}`, { headers: { 'if-none-match': `"other", W/${entityTag}` } })).status).toBe(304);

    await api.db.query(`update hotel_photos set caption = 'A new caption' where url = $1`, [path]);
    const changed = await fetch(`${api.hostUrl}${path}`, { headers: { 'if-none-match': entityTag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(entityTag);
    expect(await changed.text()).toContain('<title>A new caption, ');
  });
});

describe('unknown images', () => {
  it.each([
    ['/images/hotels/nycts-9.svg', 'No hotel photo is stored at /images/hotels/nycts-9.svg.'],
    ['/images/hotels/NYCTS-1.svg', 'No hotel photo is stored at /images/hotels/NYCTS-1.svg.'],
    ['/images/rooms/nycts-gkng-9.svg', 'No room photo is stored at /images/rooms/nycts-gkng-9.svg.'],
    ['/images/rooms/nycts-1.svg', 'No room photo is stored at /images/rooms/nycts-1.svg.'],
    ['/images/logos/xx.svg', 'No logo is drawn for xx.svg'],
    ['/images/logos/mc-primary.svg', 'No logo is drawn for mc-primary.svg'],
    ['/images/logos/MC.svg', 'No logo is drawn for MC.svg'],
  ])('%s is a 404 saying so', async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toContain(message);
    expect(body.phoenixErrorMessages.errorMessages).toEqual(['IMAGE_NOT_FOUND']);
  });

  it.each(['/images/hotels/nycts-1.jpg', '/images/hotels/nycts-1.png', '/images/hotels/nycts-1.AVIF', '/images/hotels/nycts-1', '/images/hotels/a%20b.svg', '/images/hotels/', '/images/logos/.svg'])(
    '%s is a 400: not an image name',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).phoenixErrorMessages.errorMessages).toEqual(['INVALID_IMAGE_NAME']);
    },
  );
});
