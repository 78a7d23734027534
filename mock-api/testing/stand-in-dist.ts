import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { embedApiPaths } from '../../shared/domain/embed-api';
import { overlayNames } from '../../shared/domain/overlay-registry';
import { RUNTIME_CONFIG_MARKER } from '../../shared/domain/runtime-config';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title>${RUNTIME_CONFIG_MARKER}</head><body></body></html>`;

/** What the stand-in embed loader says when it runs; the declarations stand-in declares `open`. */
export const STAND_IN_LOADER = 'window.Portico = { version: "stand-in", open() { throw new Error("stand-in"); } };';
/** The stand-in engine, named as the build names the loader's engine: by a hash of ten characters. */
export const STAND_IN_ENGINE = { path: embedApiPaths.loader.replace(/\.js$/, '-engine-Ab3_x-9QzK.js'), text: 'export function startEngine() {}' };
export const STAND_IN_LOADER_DECLARATIONS = "declare module 'portico-embed' { global { interface Window { Portico: { open(name: string): never } } } }";

/**
 * A folder shaped like `npm run build`'s output (apps, markers, one hashed asset each, the embed loader
 * with its gzip copy, engine and declarations unless left out), without running Vite.
 */
export async function createStandInDist({ withEmbedLoader = true } = {}): Promise<string> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'portico-dist-'));
  await mkdir(path.join(distDir, 'host', 'assets'), { recursive: true });
  await mkdir(path.join(distDir, 'overlays', 'sign-in', 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'host', 'index.html'), page('Host'));
  await writeFile(path.join(distDir, 'host', 'assets', 'app-abc123.js'), 'console.log("host")');
  // Every overlay of the registry, titled "Sign-in overlay", "Reservation-lookup overlay" and so on.
  for (const name of overlayNames) {
    await mkdir(path.join(distDir, 'overlays', name), { recursive: true });
    await writeFile(path.join(distDir, 'overlays', name, 'index.html'), page(`${name[0]!.toUpperCase()}${name.slice(1)} overlay`));
  }
  await writeFile(path.join(distDir, 'overlays', 'sign-in', 'assets', 'app-def456.js'), 'console.log("overlay")');
  if (withEmbedLoader) {
    const loader = path.join(distDir, embedApiPaths.loader);
    await mkdir(path.dirname(loader), { recursive: true });
    await writeFile(loader, STAND_IN_LOADER);
    await writeFile(`${loader}.gz`, gzipSync(STAND_IN_LOADER));
    await writeFile(path.join(distDir, embedApiPaths.declarations), STAND_IN_LOADER_DECLARATIONS);
    await writeFile(path.join(distDir, STAND_IN_ENGINE.path), STAND_IN_ENGINE.text);
  }
  return distDir;
}
