import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DRAWING_VERSION, imageVariantPath } from '../../shared/domain/image-variants';
import { startTestApi, type TestApi } from '../testing/test-api';
import { IMAGE_CACHE_CONTROL, VERSIONED_IMAGE_CACHE_CONTROL } from './image-routes';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.hostUrl}${path}`, { headers });
type ErrorBody = { message: string; phoenixErrorMessages: { errorMessages: string[] } };

describe('raster pictures', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('are served as %s at the width asked, in the drawing’s aspect', async (format, mimeType, sharpFormat) => {
    const response = await get(imageVariantPath('/images/hotels/nycts-1.svg', { format, width: 480 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(mimeType);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([sharpFormat, 480, 320]);
    // A flat illustration compresses well: far below what the same picture weighs as a photograph.
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('crop to the height asked, for a room photo at a breakpoint’s shape', async () => {
    const response = await get(imageVariantPath('/images/rooms/nycts-gkng-1.svg', { format: 'webp', width: 800, height: 358 }));
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([800, 358]);
    // Cropped to fill, not letterboxed: no pixel is transparent.
    const alpha = (await sharp(bytes).stats()).channels[3];
    expect(alpha?.min ?? 255).toBe(255);
  });

  it('are the same bytes on every request, and kept for good when the address names the drawings’ version', async () => {
    const path = imageVariantPath('/images/hotels/lonkx-1.svg', { format: 'avif', width: 800 });
    expect(path).toBe(`/images/hotels/lonkx-1.avif?width=800&v=${IMAGE_DRAWING_VERSION}`);
    const [first, second] = await Promise.all([get(path), get(path)]);
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
    expect(first.headers.get('cache-control')).toBe(VERSIONED_IMAGE_CACHE_CONTROL);
    expect(VERSIONED_IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    expect((await get(path, { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('are kept a day only when the address names no version or an older one', async () => {
    for (const query of ['width=480', 'width=480&v=1']) {
      const response = await get(`/images/hotels/lonkx-1.webp?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    }
  });

  it('follow a changed caption at once: the picture is drawn again, not taken from the cache', async () => {
    const path = imageVariantPath('/images/hotels/bkkrv-2.svg', { format: 'webp', width: 480 });
    const before = await get(path);
    await api.db.query(`update hotel_photos set caption = 'Spa pool' where url = '/images/hotels/bkkrv-2.svg'`);
    const after = await get(path);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it.each([
    ['/images/hotels/nycts-1.avif', 'INVALID_IMAGE_SIZE', 'width of an AVIF or WebP picture must be one of 480, 800, 1200, 1600.'],
    ['/images/hotels/nycts-1.webp?width=500', 'INVALID_IMAGE_SIZE', 'must be one of 480, 800, 1200, 1600'],
    ['/images/hotels/nycts-1.avif?width=3200', 'INVALID_IMAGE_SIZE', 'width must be a whole number from 16 to 2400'],
    ['/images/hotels/nycts-1.avif?width=480&height=0', 'INVALID_IMAGE_SIZE', 'height must be'],
    ['/images/hotels/nycts-1.avif?width=480&quality=0', 'INVALID_IMAGE_SIZE', 'quality must be'],
    ['/images/hotels/nycts-1.avif?width=480&v=../2', 'INVALID_IMAGE_VERSION', 'v must be 1 to 16 letters or digits, given once.'],
    ['/images/hotels/nycts-1.avif?width=480&v=2&v=2', 'INVALID_IMAGE_VERSION', 'v must be'],
    ['/images/hotels/nycts-1.gif?width=480', 'INVALID_IMAGE_NAME', 'followed by .svg, .avif or .webp'],
  ])('%s is a 400 saying why', async (path, code, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.phoenixErrorMessages.errorMessages).toEqual([code]);
    expect(body.message).toContain(message);
  });

  it('is a 404 for a picture nothing is stored under, in any format', async () => {
    const response = await get('/images/rooms/nycts-gkng-9.webp?width=480');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).message).toBe('No room photo is stored at /images/rooms/nycts-gkng-9.svg.');
  });
});
