/**
 * The font stacks per language. Each names the brand face first (it has the Latin letters and digits every
 * page shows) and its stand-in of the same metrics while it loads (fallback-faces.css), then the Noto face of each other script, then the system's. The Chinese, Japanese and
 * Korean faces share the Han characters but draw them in each region's forms, so the page's own language
 * puts its face first among them (`:lang(zh-TW)` reads Han in Traditional Chinese forms).
 */
const systemSans = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const cjkFaces = { ja: 'Noto Sans JP', ko: 'Noto Sans KR', 'zh-CN': 'Noto Sans SC', 'zh-TW': 'Noto Sans TC' } as const;
type CjkLanguage = keyof typeof cjkFaces;

function stacksFor(first: CjkLanguage | null): { body: string; display: string } {
  const others = (Object.keys(cjkFaces) as CjkLanguage[]).filter((language) => language !== first);
  const cjk = (first ? [first, ...others] : others).map((language) => `'${cjkFaces[language]}'`);
  const scripts = [`'Noto Sans Arabic'`, `'Noto Sans Thai'`, ...cjk, systemSans].join(', ');
  return { body: `'Source Sans 3', 'Source Sans 3 Fallback', ${scripts}`, display: `'Playfair Display', 'Playfair Display Fallback', ${scripts}` };
}

const declare = (selector: string, language: CjkLanguage | null) => {
  const { body, display } = stacksFor(language);
  return `${selector} { --font-body: ${body}; --font-display: ${display}; }`;
};

/** The custom properties `--font-body` and `--font-display`, on the root and on each element that names a language (global-styles.ts, at build time). */
export function fontStackRules(): string {
  return [
    declare(':root', null),
    // An element that names another language than the page's (a language's own name in the language menu) takes its stack.
    declare('[lang]:lang(ja)', 'ja'),
    declare('[lang]:lang(ko)', 'ko'),
    declare('[lang]:lang(zh)', 'zh-CN'),
    declare('[lang]:is(:lang(zh-TW), :lang(zh-HK), :lang(zh-MO), :lang(zh-Hant))', 'zh-TW'),
  ].join('\n');
}
