import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { embedLoader } from '../apps.ts';

/**
 * The Vite config of the embed loader (`PORTICO_APP=embed-loader`): library mode, one minified IIFE file
 * named `{fileName}.js` with everything it imports inlined (no chunks, no hash), for a plain
 * `<script src>` on any page. No React and no CSS-in-JS plugins: the loader uses neither.
 */
export function embedLoaderConfig(repoRoot: string): UserConfig {
  return {
    root: path.resolve(repoRoot, path.dirname(embedLoader.entry)),
    publicDir: false,
    cacheDir: path.resolve(repoRoot, 'node_modules/.vite', embedLoader.name),
    plugins: [refuseValueExports()],
    // Library mode leaves `process.env.NODE_ENV` as written, and an embedding page has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.resolve(repoRoot, 'dist', embedLoader.outDir),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      // The loader runs on other teams' pages; a map would be one more file to serve for little gain.
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: path.resolve(repoRoot, embedLoader.entry),
        formats: ['iife'],
        // Required for an IIFE; unused, as refuseValueExports keeps the bundle from having exports.
        name: 'Portico',
        fileName: () => `${embedLoader.fileName}.js`,
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

/**
 * The loader assigns `window.Portico` itself. An IIFE whose entry exported values would be written as
 * `var Portico = (function () { …; return exports })()`, which replaces that object, once the loader has
 * run, with the exports: so the entry may export types only, and the build says so rather than shipping
 * a loader whose global is silently wrong.
 */
function refuseValueExports(): Plugin {
  return {
    name: 'portico-embed-loader-exports',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry && output.exports.length > 0) {
          this.error(
            `${embedLoader.entry} exports values (${output.exports.join(', ')}): the loader's global is window.Portico, which it assigns itself, and these exports would overwrite it. Export types only.`,
          );
        }
      }
    },
  };
}
