import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'vite';
import { apps, buildTargets, embedLoader, isBuildTarget, SERVER_ENTRY, type BuildTarget } from '../apps';
import { measureEntryBundles } from '../bench/bundle-size';
import { bundleDeclarations } from './bundle-declarations';
import { buildEmbedLoader } from './embed-loader-config';

/**
 * Builds every app and the embed loader (or those named as arguments) one after another with the
 * shared vite.config.ts. With --if-stale it builds only when a source or build file changed since the
 * last full build, so each test suite can make sure of a build without paying for it three times.
 */
const STAMP = path.resolve('dist/.build-stamp');
const INPUTS = [
  'host',
  'overlays',
  'bridge',
  'shared',
  'embed',
  'apps.ts',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/embed-loader-config.ts',
  'scripts/bundle-declarations.ts',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Writes .br and .gz beside each script and stylesheet, so the server sends them compressed at no CPU cost. */
function precompress(folder: string) {
  for (const name of readdirSync(folder).filter((file) => /\.(js|css)$/.test(file))) {
    const file = path.join(folder, name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** The loader's IIFE and its engine, then its one .d.ts beside it, generated from the same entry (scripts/bundle-declarations.ts). */
async function buildEmbed() {
  await buildEmbedLoader(process.cwd());
  const outDir = path.resolve('dist', embedLoader.outDir);
  precompress(outDir);
  bundleDeclarations({
    project: path.join(path.dirname(embedLoader.entry), 'tsconfig.declarations.json'),
    rootDir: '.',
    entry: embedLoader.entry,
    moduleName: embedLoader.fileName,
    outFile: path.join(outDir, `${embedLoader.fileName}.d.ts`),
  });
}

const args = process.argv.slice(2);
const onlyIfStale = args.includes('--if-stale');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !isBuildTarget(name));
if (unknown.length) {
  console.error(`Unknown build target ${unknown.join(', ')}: choose from ${buildTargets.join(', ')}`);
  process.exit(1);
}
const selected: BuildTarget[] = names.length ? (names as BuildTarget[]) : buildTargets;

if (onlyIfStale && existsSync(STAMP) && statSync(STAMP).mtimeMs >= Math.max(...INPUTS.map(newestChange))) {
  console.log('apps are up to date (dist/.build-stamp is newer than every source)');
} else {
  for (const name of selected) {
    if (name === embedLoader.name) await buildEmbed();
    else {
      process.env.PORTICO_APP = name;
      delete process.env.PORTICO_SSR;
      await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
      precompress(path.resolve('dist', apps[name].outDir, 'assets'));
      if (existsSync(path.join(apps[name].root, SERVER_ENTRY))) {
        process.env.PORTICO_SSR = '1';
        await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
        delete process.env.PORTICO_SSR;
      }
    }
    console.log(`built ${name}`);
  }
  if (!names.length) {
    const rows = measureEntryBundles();
    console.table(rows);
    const over = rows.filter((row) => !row.withinBudget);
    if (over.length) {
      console.error(`Over budget: ${over.map((row) => `${row.app} ${row.jsGzipKb} kB gzip JS > ${row.budgetKb} kB`).join('; ')}`);
      process.exit(1);
    }
    writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  }
}
