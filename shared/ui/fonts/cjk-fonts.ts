import japanese from '@fontsource/noto-sans-jp/400.css?url';
import korean from '@fontsource/noto-sans-kr/400.css?url';
import simplifiedChinese from '@fontsource/noto-sans-sc/400.css?url';
import traditionalChinese from '@fontsource/noto-sans-tc/400.css?url';

/*
 * One weight: the bold of a heading is drawn from the regular face (the browser's synthetic bold reads
 * well at these sizes), which halves what a page in these languages downloads.
 */
const stylesheets = { ja: japanese, ko: korean, 'zh-CN': simplifiedChinese, 'zh-TW': traditionalChinese } as const;

/** The stylesheet of the Noto face whose Han forms are this language's own, or null for a language without Han. */
export function cjkStylesheetFor(lang: string): string | null {
  const [language = '', region = ''] = lang.toLowerCase().split('-');
  if (language === 'ja') return stylesheets.ja;
  if (language === 'ko') return stylesheets.ko;
  if (language !== 'zh') return null;
  return ['tw', 'hk', 'mo', 'hant'].includes(region) ? stylesheets['zh-TW'] : stylesheets['zh-CN'];
}

/**
 * Links the page's CJK face stylesheet once its language needs one, now and whenever the language
 * changes (an overlay learns its locale after it starts). Its @font-face rules still load each slice of
 * the font only for the characters shown.
 */
export function watchCjkFonts(root: HTMLElement): void {
  const linked = new Set<string>();
  const link = () => {
    const href = cjkStylesheetFor(root.lang);
    if (!href || linked.has(href)) return;
    linked.add(href);
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    document.head.append(element);
  };
  link();
  new MutationObserver(link).observe(root, { attributeFilter: ['lang'] });
}
