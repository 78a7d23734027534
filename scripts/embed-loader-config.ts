import { createHash } from 'node:crypto';
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { embedLoader } from '../apps.ts';

/**
 * The embed loader is built in two parts, without vite.config.ts: the engine first (embed/engine.ts, one ES
 * module the loader imports on first use, named by its content's hash so it can be cached for a year),
 * then the loader (`{fileName}.js`, one IIFE for a plain `<script src>` on any page, its name never
 * changing) with that engine's file name written in. No React and no CSS-in-JS plugins: neither uses them.
 */
export async function buildEmbedLoader(repoRoot: string): Promise<void> {
  const outDir = path.resolve(repoRoot, 'dist', embedLoader.outDir);
  await build(partConfig(repoRoot, { entry: embedLoader.engineEntry, format: 'es', fileName: 'engine.js', emptyOutDir: true }));
  const built = path.join(outDir, 'engine.js');
  const hash = createHash('sha256').update(readFileSync(built)).digest('base64url').slice(0, 10);
  const engineFile = `${embedLoader.fileName}-engine-${hash}.js`;
  renameSync(built, path.join(outDir, engineFile));
  await build(
    partConfig(repoRoot, {
      entry: embedLoader.entry,
      format: 'iife',
      fileName: `${embedLoader.fileName}.js`,
      emptyOutDir: false,
      constants: { __PORTICO_ENGINE_FILE__: engineFile },
    }),
  );
}

/** One of the two builds; `constants` are written into its code where their names stand. */
type Part = { entry: string; format: 'es' | 'iife'; fileName: string; emptyOutDir: boolean; constants?: Record<string, string> };

function partConfig(repoRoot: string, part: Part): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    root: path.resolve(repoRoot, path.dirname(embedLoader.entry)),
    publicDir: false,
    cacheDir: path.resolve(repoRoot, 'node_modules/.vite', embedLoader.name),
    plugins: part.format === 'iife' ? [refuseValueExports()] : [],
    define: {
      // Library mode leaves `process.env.NODE_ENV` as written, and an embedding page has no `process`.
      'process.env.NODE_ENV': JSON.stringify('production'),
      ...Object.fromEntries(Object.entries(part.constants ?? {}).map(([name, value]) => [name, JSON.stringify(value)])),
    },
    build: {
      outDir: path.resolve(repoRoot, 'dist', embedLoader.outDir),
      emptyOutDir: part.emptyOutDir,
      target: 'es2022',
      minify: true,
      // The loader runs on other teams' pages; a map would be one more file to serve for little gain.
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: path.resolve(repoRoot, part.entry),
        formats: [part.format],
        // Required for an IIFE; unused, as refuseValueExports keeps the loader from having exports.
        name: 'Portico',
        fileName: () => part.fileName,
      },
      // Each part is one file: a chunk of its own would be one more request on an opening's path.
      // Vite keeps whitespace in an ES library (for other bundlers' pure annotations); the engine is run as it is.
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
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
