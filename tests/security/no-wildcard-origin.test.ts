import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['host', 'overlays', 'bridge', 'shared', 'embed', 'examples', 'mock-api', 'tests', 'scripts'];
const CONFIG_FILES = ['vite.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'apps.ts', '.env.example'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name === 'generated') return [];
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx|js|mjs|html|sh)$/.test(name) ? [full] : [];
  });
}

const sources = [
  ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder))),
  ...CONFIG_FILES.map((file) => path.join(ROOT, file)),
].filter((file) => file !== import.meta.filename);

// A wildcard target or allowed origin would let any page read or drive the bridge.
const WILDCARDS = [
  { name: "postMessage to '*'", pattern: /postMessage\([^)]*,\s*['"`]\*['"`]/ },
  { name: "'*' in allowedOrigins", pattern: /allowedOrigins[^\n]*['"`]\*['"`]/ },
  { name: "'*' in the frame-ancestors directive", pattern: /['"]frame-ancestors['"]\s*:\s*\[[^\]]*['"`]\*['"`]|frame-ancestors \*/ },
  { name: "ALLOWED_HOST_ORIGINS='*'", pattern: /ALLOWED_HOST_ORIGINS\s*=\s*\*/ },
];

describe('no wildcard origins', () => {
  it(`scans ${SOURCE_FOLDERS.join(', ')} and the config files`, () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it.each(WILDCARDS)('has no $name anywhere in our code or config', ({ pattern }) => {
    const offenders = sources.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
