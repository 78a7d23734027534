import path from 'node:path';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig, type UserConfig } from 'vite';
import { apps, buildTargets, embedLoader, isBuildTarget, SERVER_ENTRY, type AppName } from './apps.ts';
import { fontsourceSubsetsPlugin } from './scripts/fontsource-subsets-plugin.ts';
import { graphqlDocumentsPlugin } from './scripts/graphql-documents-plugin.ts';

// One config, one app per build: PORTICO_APP names it (scripts/build.ts builds them all; the embed loader
// has its own two-part build, scripts/embed-loader-config.ts).
const name = process.env.PORTICO_APP ?? 'host';
// PORTICO_SSR=1 builds the app's server renderer (its entry-server.tsx) instead of its browser bundle.
const isServerBuild = process.env.PORTICO_SSR === '1';
if (!isBuildTarget(name)) throw new Error(`PORTICO_APP must be one of ${buildTargets.join(', ')}; got "${name}"`);

function appConfig(name: AppName): UserConfig {
  const app = apps[name];
  return {
    root: path.resolve(import.meta.dirname, app.root),
    base: app.base,
    // Each app caches its own pre-bundled dependencies, so two apps can be served at once.
    cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite', name),
    plugins: [
      fontsourceSubsetsPlugin(),
      graphqlDocumentsPlugin(path.resolve(import.meta.dirname, 'shared/graphql/generated')),
      react(),
      wyw({
        include: ['**/*.{ts,tsx}'],
        // wyw evaluates imported modules (theme tokens) with Babel, which must be told about TypeScript.
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
    ],
    build: isServerBuild
      ? {
          ssr: path.resolve(import.meta.dirname, app.root, SERVER_ENTRY),
          outDir: path.resolve(import.meta.dirname, 'dist/server', app.outDir),
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
          copyPublicDir: false,
        }
      : {
          outDir: path.resolve(import.meta.dirname, 'dist', app.outDir),
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: true,
          // One stylesheet for all pages: a server-rendered page must be styled before its route's script
          // arrives, and linaria's CSS for every page is small next to a second round trip.
          cssCodeSplit: false,
          // What every host page loads first (the modules the entry imports, directly or not) as two files,
          // its libraries and its own code, rather than the dozens of small chunks that automatic splitting
          // makes of modules that lazy pages share with it: each small file costs its own gzip and imports.
          // The overlays are one file each, and are left as they are.
          rolldownOptions: name !== 'host' ? {} : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'initial-vendor', tags: ['$initial'], test: /node_modules/, priority: 20 },
                  { name: 'initial', tags: ['$initial'], priority: 10 },
                ],
              },
            },
          },
        },
  };
}

if (name === embedLoader.name) throw new Error('The embed loader is built by scripts/embed-loader-config.ts (npx tsx scripts/build.ts embed-loader), not from this config.');

export default defineConfig(appConfig(name));
