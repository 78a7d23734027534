import sharp from 'sharp';
import type { RasterFormat } from '../../shared/domain/image-variants';

// The route keeps its own cache of finished pictures; libvips' cache of operations would only hold memory twice.
sharp.cache(false);

/**
 * An SVG drawn at its displayed size, as AVIF or WebP. Encoder effort is kept low: these are flat
 * illustrations, where more effort saves few bytes and costs a request hundreds of milliseconds.
 */
export async function rasterise(svg: string, format: RasterFormat, quality?: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { limitInputPixels: 4000 * 4000 });
  return format === 'avif' ? image.avif({ quality: quality ?? 60, effort: 2 }).toBuffer() : image.webp({ quality: quality ?? 82, effort: 3 }).toBuffer();
}
