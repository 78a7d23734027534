/**
 * The raster versions the image routes serve beside each drawn SVG, shared by the server (which refuses
 * anything else) and the pages (which list them in `srcset`).
 */

/** Formats a picture is also served in, best first: a `<picture>` offers them in this order. */
export const RASTER_FORMATS = ['avif', 'webp'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** The widths a raster picture is rendered at: few enough that every one is worth keeping in a cache. */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The version of the drawings. An address carrying it names one picture for good, so it may be cached as
 * immutable; it changes whenever the drawings do, and pages then ask for new addresses.
 */
export const IMAGE_DRAWING_VERSION = '2';

export type ImageVariant = { format: RasterFormat | 'svg'; width: number; height?: number };

/** Whether `path` is a picture the image routes draw (a path ending `.svg`), so it has raster versions. */
export function hasImageVariants(path: string): boolean {
  const [bare = ''] = path.split('?');
  return bare.startsWith('/') && !bare.startsWith('//') && bare.endsWith('.svg');
}

/**
 * The address of one version of a stored picture: `/images/hotels/nycts-1.svg` becomes
 * `/images/hotels/nycts-1.avif?width=800&height=400&v=2`. A path without the `.svg` extension (a full
 * address elsewhere) is left as it is, since only drawn pictures have versions.
 */
export function imageVariantPath(svgPath: string, { format, width, height }: ImageVariant): string {
  if (!hasImageVariants(svgPath)) return svgPath;
  const [path = ''] = svgPath.split('?');
  return `${path.slice(0, -4)}.${format}?width=${width}${height === undefined ? '' : `&height=${height}`}&v=${IMAGE_DRAWING_VERSION}`;
}

/** `height` for a picture `width` wide in the aspect `aspectWidth / aspectHeight`, whole pixels. */
export const heightFor = (width: number, [aspectWidth, aspectHeight]: readonly [number, number]) => Math.round((width * aspectHeight) / aspectWidth);

/**
 * Image paths starting with `/` live on the image cache domain (spec 2.4); full addresses are kept.
 * A protocol-relative `//host/x` is not a path and is left alone.
 */
export function withImageCacheDomain(src: string, imageCacheDomain: string): string {
  if (!src.startsWith('/') || src.startsWith('//')) return src;
  return `${imageCacheDomain.replace(/\/$/, '')}${src}`;
}
