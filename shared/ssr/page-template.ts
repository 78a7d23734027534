import { textDirectionOf, type SupportedLocale } from '../domain/locales';

const ROOT = '<div id="root"></div>';

/** An app's built index.html cut around its root element, which each server render fills. */
export type PageTemplate = { beforeRoot: string; afterRoot: string };

export function splitPageTemplate(html: string): PageTemplate {
  const at = html.indexOf(ROOT);
  if (at === -1) throw new Error(`The app's index.html has no ${ROOT}: rebuild with npm run build`);
  const end = at + ROOT.length - '</div>'.length;
  return { beforeRoot: html.slice(0, end), afterRoot: html.slice(end) };
}

/** A page's title and description, in its locale, for the tab, search engines and link previews. */
export type DocumentHead = { title: string; description: string };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The template of a page in `locale`: its `<html>` carries the language and the direction (Arabic right
 * to left), and its `<title>` and description are the catalogue's, where index.html has English ones.
 */
export function templateInLocale(template: PageTemplate, locale: SupportedLocale, head: DocumentHead): PageTemplate {
  const beforeRoot = template.beforeRoot
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${textDirectionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(head.description)}"`);
  return { ...template, beforeRoot };
}
