import { readFileSync } from 'node:fs';
import { embedApiPaths } from '../../shared/domain/embed-api';

/** The marker in examples/embed/index.html that the server replaces with the loader's script element. */
export const EMBED_LOADER_MARKER = '<!--portico-embed-loader-->';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Text made safe inside a double-quoted HTML attribute (and anywhere else in a page). */
export function escapeHtmlAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The script element an embedding page writes to load the loader from the overlay origin. `defer`
 * keeps it in order before the page's own deferred script; `crossorigin` lets the page see the loader's
 * errors in full (the loader is served with `Access-Control-Allow-Origin: *`).
 */
export function renderLoaderScript(overlayOrigin: string): string {
  return `<script defer crossorigin="anonymous" src="${escapeHtmlAttribute(`${overlayOrigin}${embedApiPaths.loader}`)}"></script>`;
}

/** Reads the example page once and returns it with the loader's script element in place of its marker. */
export function loadExamplePage(indexFile: string, overlayOrigin: string): string {
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMBED_LOADER_MARKER)) throw new Error(`${indexFile} has no ${EMBED_LOADER_MARKER} marker for the loader's script element`);
  return html.replace(EMBED_LOADER_MARKER, () => renderLoaderScript(overlayOrigin));
}
