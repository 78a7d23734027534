/**
 * Data a server-rendered page carries for the browser, as a JSON script element: the browser never runs
 * it (so the page's `script-src 'self'` allows it), and the app reads it back before hydrating.
 */

/** The element the server writes; `<` is escaped so no value can close the element early. */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** What the server wrote under `id`, or null for a page the browser renders alone. */
export function readJsonScript(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as unknown) : null;
}
