import type { Plugin } from 'vite';
import { fontSubsets } from '../shared/ui/fonts/font-subsets.ts';

// Each @font-face of a @fontsource stylesheet follows a comment naming it: `/* noto-sans-jp-[12]-400-normal */`.
const FACE = /\/\* ([^*]+?) \*\/\s*@font-face\s*\{[^}]*\}\s*/g;
const WOFF_FALLBACK = /,\s*url\([^)]*\.woff\)\s*format\('woff'\)/g;
const PACKAGE_CSS = /[\\/]@fontsource[\\/]([a-z0-9-]+)[\\/][^\\/]+\.css(\?.*)?$/;

/** A @fontsource stylesheet with only the subsets `fontSubsets` names for its package, and WOFF2 sources only. */
export function keepFontSubsets(packageName: string, css: string): string {
  const kept = fontSubsets[packageName];
  if (!kept) throw new Error(`@fontsource/${packageName} is imported but shared/ui/fonts/font-subsets.ts names none of its subsets`);
  return css
    .replace(FACE, (face, name: string) => {
      const subset = name.slice(packageName.length + 1).replace(/-\d{3}-(normal|italic)$/, '');
      const isSlice = /^\[\d+\]$/.test(subset);
      return (isSlice ? kept.includes('sliced') : kept.includes(subset)) ? face : '';
    })
    .replace(WOFF_FALLBACK, '');
}

/**
 * Trims each imported @fontsource stylesheet before Vite reads its `url()`s, so the build emits only
 * the WOFF2 files of the subsets we use (a CJK face ships more than a hundred slices a weight).
 */
export function fontsourceSubsetsPlugin(): Plugin {
  return {
    name: 'portico-fontsource-subsets',
    enforce: 'pre',
    transform(code, id) {
      const match = PACKAGE_CSS.exec(id);
      return match?.[1] ? { code: keepFontSubsets(match[1], code), map: null } : undefined;
    },
  };
}
