import japanese from '@fontsource/noto-sans-jp/400.css?url';
import korean from '@fontsource/noto-sans-kr/400.css?url';
import simplifiedChinese from '@fontsource/noto-sans-sc/400.css?url';
import traditionalChinese from '@fontsource/noto-sans-tc/400.css?url';

/*
 * One weight: the bold of a heading is drawn from the regular face (the browser's synthetic bold reads
 * well at these sizes), which halves what a page in these languages downloads. A chunk of its own,
 * imported only by a page in one of these languages (font-faces.ts).
 */
const stylesheets: Readonly<Record<string, string>> = { ja: japanese, ko: korean, zh: simplifiedChinese, 'zh-tw': traditionalChinese, 'zh-hk': traditionalChinese };

/** The stylesheet of the Noto face whose Han forms are this language's own, or undefined for a language without Han. */
export function cjkStylesheetFor(lang: string): string | undefined {
  const tag = lang.toLowerCase();
  return stylesheets[tag.slice(0, 5)] ?? stylesheets[tag.slice(0, 2)];
}

/** Links the stylesheet of the CJK face for `lang`, once. */
export function linkCjkStylesheet(lang: string): void {
  const href = cjkStylesheetFor(lang);
  if (href && !document.querySelector(`link[href="${href}"]`)) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
}
