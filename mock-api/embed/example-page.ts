import { readFileSync } from 'node:fs';
import { embedApiPaths } from '../../shared/domain/embed-api';
import { escapeHtml } from '../http/html-escape';

/** The marker in examples/embed/index.html that the server replaces with the loader's script element. */
export const EMBED_LOADER_MARKER = '<!--portico-embed-loader-->';

/**
 * The script element an embedding page writes to load the loader from the overlay origin. `defer`
 * keeps it in order before the page's own deferred script; `crossorigin` lets the page see the loader's
 * errors in full (the loader is served with `Access-Control-Allow-Origin: *`).
 */
export function renderLoaderScript(overlayOrigin: string): string {
  return `<script defer crossorigin="anonymous" src="${escapeHtml(`${overlayOrigin}${embedApiPaths.loader}`)}"></script>`;
}

/** Reads the example page once and returns it with the loader's script element in place of its marker. */
export function loadExamplePage(indexFile: string, overlayOrigin: string): string {
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMBED_LOADER_MARKER)) throw new Error(`${indexFile} has no ${EMBED_LOADER_MARKER} marker for the loader's script element`);
  return html.replace(EMBED_LOADER_MARKER, () => renderLoaderScript(overlayOrigin));
}
