/**
 * The loader's look, as one constructed stylesheet adopted by the document: an embedding page's CSP may
 * forbid inline `<style>` and style attributes, but not a stylesheet built through the CSSOM. Class
 * names are prefixed so they cannot meet the page's own.
 *
 * A preloaded overlay's dialog waits closed (`:not([open])`): laid out at its real size off screen,
 * invisible and out of the tab order, so the overlay measures itself before it opens, as our host's
 * dialog does. With the browser's display: none it would measure 0, and its frame, 0 px high until a
 * height comes, would never render to measure again.
 */
const RULES = `
.portico-embed-dialog { width: min(30rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); padding: 0; border: none; border-radius: 12px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.25); overflow: auto; }
.portico-embed-dialog::backdrop { background: rgb(20 20 30 / 0.55); }
.portico-embed-header { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; padding-block: 0.75rem 0.25rem; padding-inline: 1.5rem 0.75rem; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1f24; }
.portico-embed-title { margin: 0; font-size: 1.25rem; font-weight: 700; line-height: 1.3; }
.portico-embed-close { flex: none; min-width: 2.75rem; min-height: 2.75rem; border: none; border-radius: 50%; background: transparent; font-size: 1.5rem; line-height: 1; cursor: pointer; color: #1f1f24; }
.portico-embed-close:hover { background: #f1efec; }
.portico-embed-close:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
.portico-embed-slot { position: relative; }
.portico-embed-frame { display: block; width: 100%; border: none; }
.portico-embed-frame[data-shown='false'] { position: absolute; visibility: hidden; }
.portico-embed-skeleton { display: flex; flex-direction: column; gap: 0.75rem; padding: 1.5rem; box-sizing: border-box; }
.portico-embed-skeleton span { display: block; height: 2.75rem; border-radius: 6px; background: #eceae6; }
.portico-embed-skeleton span:nth-child(odd) { width: 40%; height: 1rem; }
.portico-embed-failure { display: flex; flex-direction: column; align-items: center; gap: 1rem; padding: 1.5rem; text-align: center; color: #4a4a52; }
.portico-embed-failure button { min-height: 2.75rem; padding: 0 1.25rem; border: none; border-radius: 6px; background: #1a5fb4; color: #fff; font: inherit; cursor: pointer; }
.portico-embed-dialog:not([open]) { display: block; position: fixed; top: 0; left: -10000px; visibility: hidden; pointer-events: none; }
`;

let isAdopted = false;

export function adoptEmbedStyles(doc: Document = document): void {
  if (isAdopted) return;
  isAdopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RULES);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
