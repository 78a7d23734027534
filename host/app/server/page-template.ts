import { PAGE_DATA_ELEMENT_ID, type PageDataEntries } from '../../../shared/ssr/page-data';

const ROOT = '<div id="root"></div>';
/** The root of a server-rendered page, marked so (shared/ui/global-styles.ts) until the browser hydrates it. */
const RENDERED_ROOT = '<div id="root" data-server-rendered>';

/**
 * A server-rendered page is read before its script runs, so the script waits for the page's own content:
 * the browser fetches it at low priority, after the stylesheet and the images the page shows first.
 */
function withScriptsAfterContent(html: string): string {
  return html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"').replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The built index.html around its root element, which each server render fills. */
export function splitPageTemplate(builtHtml: string): { beforeRoot: string; afterRoot: string } {
  const html = withScriptsAfterContent(builtHtml);
  const at = html.indexOf(ROOT);
  if (at === -1) throw new Error(`The host's index.html has no ${ROOT}: rebuild with npm run build`);
  return { beforeRoot: `${html.slice(0, at)}${RENDERED_ROOT}`, afterRoot: html.slice(at + ROOT.length - '</div>'.length) };
}

/** The page's data as JSON the browser hands to SWR; `<` is escaped so no value can close the element. */
export function pageDataScript(entries: PageDataEntries): string {
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
