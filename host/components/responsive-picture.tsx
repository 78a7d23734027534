import { hasImageVariants, heightFor, IMAGE_WIDTHS, imageVariantPath, RASTER_FORMATS, withImageCacheDomain, type ImageWidth } from '../../shared/domain/image-variants';
import { config } from '../services/config';

/** The shape a picture is cropped to, width to height (3 by 2 for a photo). */
export type Aspect = readonly [number, number];

export type ResponsivePictureProps = {
  /** The stored picture's path, as the API gives it (`/images/hotels/nycts-1.svg`). */
  path: string;
  alt: string;
  aspect: Aspect;
  /** The `sizes` of the layout: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** The fallback's width, and with the aspect the size reserved before the picture arrives. */
  width: number;
  widths?: readonly ImageWidth[];
  className?: string;
  isLazy?: boolean;
  /** The largest picture of a page, fetched before the others. */
  isPriority?: boolean;
  /** The fallback's quality, where a page's spec names one (the raster versions keep the server's). */
  quality?: number;
};

const cached = (path: string) => withImageCacheDomain(path, config.imageCacheDomain);

/** `srcset` of one format: the picture at each width, all in the same aspect. */
export function srcSetOf(path: string, format: (typeof RASTER_FORMATS)[number], aspect: Aspect, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${cached(imageVariantPath(path, { format, width, height: heightFor(width, aspect) }))} ${width}w`).join(', ');
}

/**
 * A stored picture as AVIF, then WebP, at the widths the browser chooses from by `sizes`, with the SVG
 * for a browser that takes neither. Width and height are set, so the page keeps the picture's room
 * before it arrives and nothing below it moves.
 */
export function ResponsivePicture({ path, alt, aspect, sizes, width, widths = IMAGE_WIDTHS, className, isLazy = true, isPriority = false, quality }: ResponsivePictureProps) {
  const height = heightFor(width, aspect);
  const isDrawn = hasImageVariants(path);
  const fallback = `${path.split('?')[0]}?width=${width}&height=${height}${quality ? `&quality=${quality}` : ''}`;
  return (
    <picture className={className}>
      {isDrawn ? RASTER_FORMATS.map((format) => <source key={format} type={`image/${format}`} srcSet={srcSetOf(path, format, aspect, widths)} sizes={sizes} />) : null}
      <img src={cached(isDrawn ? fallback : path)} alt={alt} width={width} height={height} loading={isLazy ? 'lazy' : undefined} fetchPriority={isPriority ? 'high' : undefined} />
    </picture>
  );
}
