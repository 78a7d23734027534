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

/** The template of a page in `locale`: its `<html>` carries the language and the direction (Arabic right to left). */
export function templateInLocale(template: PageTemplate, locale: SupportedLocale): PageTemplate {
  const html = `<html lang="${locale}" dir="${textDirectionOf(locale)}">`;
  return { ...template, beforeRoot: template.beforeRoot.replace(/<html[^>]*>/, html) };
}
