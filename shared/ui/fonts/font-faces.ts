/*
 * The faces every page may need, each @font-face with its unicode-range, so the browser fetches a file
 * only for characters the page shows: Latin in the body and display faces, Arabic and Thai in Noto.
 * The Chinese, Japanese and Korean faces are many times larger in CSS alone, so they come only with a
 * page in those languages (cjk-fonts.ts).
 */
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import './fallback-faces.css';

/**
 * Links the page's CJK face stylesheet once its language needs one, now and whenever the language
 * changes (an overlay learns its locale after it starts). The stylesheets' addresses are a chunk of
 * their own, so a page in another language carries none of this but the check.
 */
export function watchCjkFonts(root: HTMLElement): void {
  const check = () => {
    if (/^(ja|ko|zh)\b/i.test(root.lang)) void import('./cjk-fonts').then(({ linkCjkStylesheet }) => linkCjkStylesheet(root.lang));
  };
  check();
  new MutationObserver(check).observe(root, { attributeFilter: ['lang'] });
}

if (typeof document !== 'undefined') watchCjkFonts(document.documentElement);
