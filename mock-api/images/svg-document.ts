import { escapeXml } from './xml-text';

/** The drawing's own size (its viewBox); the picture keeps this aspect at any displayed size. */
export type Canvas = { width: number; height: number };

/** The size asked for in the query; either or both may be missing. */
export type RequestedSize = { width?: number; height?: number };

/** The displayed size: as asked, with a missing side following the canvas's aspect. */
export function displaySize(canvas: Canvas, asked: RequestedSize): Canvas {
  const ratio = canvas.width / canvas.height;
  if (asked.width !== undefined && asked.height !== undefined) return { width: asked.width, height: asked.height };
  if (asked.width !== undefined) return { width: asked.width, height: Math.max(1, Math.round(asked.width / ratio)) };
  if (asked.height !== undefined) return { width: Math.max(1, Math.round(asked.height * ratio)), height: asked.height };
  return canvas;
}

/**
 * How a drawing meets a displayed size of another aspect: a logo is shown whole (`meet`), a picture fills
 * the size and loses its edges (`slice`), as a photograph cropped to a frame would.
 */
export type Fit = 'meet' | 'slice';

/**
 * A whole SVG document. The viewBox stays the canvas, so a displayed size of another aspect shows the
 * drawing centred, never stretched. `title` is escaped here; `body` must already be escaped markup.
 */
export function svgDocument(canvas: Canvas, asked: RequestedSize, title: string, body: string, fit: Fit = 'meet'): string {
  const size = displaySize(canvas, asked);
  const aspect = fit === 'slice' ? ' preserveAspectRatio="xMidYMid slice"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"${aspect} role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('\n');
}
