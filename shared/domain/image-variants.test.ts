import { describe, expect, it } from 'vitest';
import { heightFor, IMAGE_DRAWING_VERSION, imageVariantPath, withImageCacheDomain } from './image-variants';

describe('imageVariantPath', () => {
  it('names the format by extension and the width, height and drawings’ version in the query', () => {
    expect(imageVariantPath('/images/hotels/nycts-1.svg', { format: 'avif', width: 800 })).toBe(`/images/hotels/nycts-1.avif?width=800&v=${IMAGE_DRAWING_VERSION}`);
    expect(imageVariantPath('/images/rooms/nycts-gkng-1.svg?width=358&height=160', { format: 'webp', width: 480, height: 215 })).toBe(
      `/images/rooms/nycts-gkng-1.webp?width=480&height=215&v=${IMAGE_DRAWING_VERSION}`,
    );
  });

  it('leaves an address that is not a drawn picture as it is', () => {
    expect(imageVariantPath('https://cdn.example.com/a.svg', { format: 'avif', width: 800 })).toBe('https://cdn.example.com/a.svg');
    expect(imageVariantPath('//cdn.example.com/a.svg', { format: 'avif', width: 800 })).toBe('//cdn.example.com/a.svg');
    expect(imageVariantPath('/images/hotels/photo.jpg', { format: 'avif', width: 800 })).toBe('/images/hotels/photo.jpg');
  });
});

describe('heightFor', () => {
  it('keeps an aspect in whole pixels', () => {
    expect(heightFor(480, [3, 2])).toBe(320);
    expect(heightFor(800, [358, 160])).toBe(358);
  });
});

describe('withImageCacheDomain', () => {
  it('prefixes paths starting with / and leaves full and protocol-relative addresses alone', () => {
    expect(withImageCacheDomain('/images/hotels/nycts-1.svg', 'https://cache.example.com/')).toBe('https://cache.example.com/images/hotels/nycts-1.svg');
    expect(withImageCacheDomain('https://cdn.example.com/a.svg', 'https://cache.example.com')).toBe('https://cdn.example.com/a.svg');
    expect(withImageCacheDomain('//evil.example.com/a.svg', 'https://cache.example.com')).toBe('//evil.example.com/a.svg');
  });
});
