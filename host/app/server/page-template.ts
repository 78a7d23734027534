import { PAGE_DATA_ELEMENT_ID, type PageDataEntries } from '../../../shared/ssr/page-data';
import { jsonScriptElement } from '../../../shared/ssr/json-script';
import { splitPageTemplate, type PageTemplate } from '../../../shared/ssr/page-template';

/** The root of a host page rendered on the server, marked so (shared/ui/global-styles.ts) until the browser hydrates it. */
const RENDERED_ROOT = '<div id="root" data-server-rendered>';

/**
 * A server-rendered page is read before its script runs, so the script waits for the page's own content:
 * the browser fetches it at low priority, after the stylesheet and the images the page shows first.
 */
function withScriptsAfterContent(html: string): string {
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The host's built index.html around its root element, which each server render fills. */
export function hostPageTemplate(builtHtml: string): PageTemplate {
  const { beforeRoot, afterRoot } = splitPageTemplate(withScriptsAfterContent(builtHtml));
  return { beforeRoot: beforeRoot.replace(/<div id="root">$/, RENDERED_ROOT), afterRoot };
}

/** The page's data as JSON the browser hands to SWR. */
export function pageDataScript(entries: PageDataEntries): string {
  return jsonScriptElement(PAGE_DATA_ELEMENT_ID, entries);
}
