/**
 * Which of each @fontsource package's subsets the apps ship, read by the build (scripts/fontsource-subsets-plugin.ts),
 * which drops every other subset's @font-face and every WOFF fallback (each browser we serve reads WOFF2).
 * `sliced` keeps a CJK face's numbered slices: each covers a few hundred characters by its unicode-range,
 * so a page downloads only the slices of the characters it shows.
 */
export const fontSubsets: Readonly<Record<string, readonly string[]>> = {
  'source-sans-3': ['latin', 'latin-ext'],
  'playfair-display': ['latin', 'latin-ext'],
  'noto-sans-arabic': ['arabic'],
  'noto-sans-thai': ['thai'],
  'noto-sans-jp': ['sliced'],
  'noto-sans-sc': ['sliced'],
  'noto-sans-tc': ['sliced'],
  'noto-sans-kr': ['sliced'],
};
