import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * One self-contained `.d.ts` for a plain-script bundle (the embed loader), generated from its source.
 *
 * TypeScript 7's `tsc` emits declarations one file per module but has no `outFile` any more, and the
 * bundlers of declarations (rollup-plugin-dts, dts-bundle-generator, API Extractor) read them through
 * the TypeScript 5 compiler API, which TypeScript 7 does not have (or drop `declare global`, which is
 * the loader's whole point). The files tsc writes are regular, so they are joined here instead:
 *
 * 1. tsc, with a project that extends the repo's tsconfig (same checks, paths and types), emits the
 *    entry's declarations and those of everything it imports into a temp folder;
 * 2. the entry becomes `declare module '<moduleName>'`, and each file it reaches through a relative
 *    import becomes `declare module '<moduleName>/internal/<path>'`, with the imports rewritten to those
 *    names. Ambient modules keep every construct a module may hold, global augmentations included, and need
 *    no renaming, as each keeps its own scope;
 * 3. tsc checks the joined file on its own (no lib check skipped, no types but the DOM's): a file that
 *    leans on a package or on anything outside it fails the build here, not in an embedding team's editor.
 *
 * A page's TypeScript then sees the global with `/// <reference path="portico-embed.d.ts" />` and takes
 * the types with `import type { … } from '<moduleName>'`.
 */
export type BundleDeclarationsOptions = {
  /**
   * The tsconfig that names the entry (`files`) and extends the repo's, so the declarations are emitted
   * with the same options, paths and types as `tsc -p tsconfig.json` checks them (embed/tsconfig.declarations.json).
   */
  project: string;
  /** The folder every emitted path is relative to: the repo's root, as the entry imports bridge/ and shared/. */
  rootDir: string;
  /** The TypeScript entry, e.g. embed/portico-embed.ts. */
  entry: string;
  /** The name consumers import the entry's types by. */
  moduleName: string;
  outFile: string;
};

const TSC = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

/** Writes the bundled declarations to `outFile` and returns their text; throws naming every problem. */
export function bundleDeclarations({ project, rootDir, entry, moduleName, outFile }: BundleDeclarationsOptions): string {
  const root = path.resolve(rootDir);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'portico-dts-'));
  try {
    const outDir = path.join(scratch, 'out');
    const emitFlags = ['--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--noEmitOnError', '--rootDir', root, '--outDir', outDir];
    runTsc(['-p', path.resolve(project), ...emitFlags], `emitting the declarations of ${entry}`);
    const entryLabel = path.relative(root, path.resolve(entry));
    const entryDts = path.join(outDir, entryLabel.replace(/\.tsx?$/, '.d.ts'));
    if (!existsSync(entryDts)) throw new Error(`tsc emitted no declarations for ${entryLabel}: is it in the files of ${project}?`);
    const text = joinModules(entryDts, outDir, moduleName, entryLabel);
    writeFileSync(outFile, text);
    checkStandsAlone(outFile, scratch);
    return text;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function runTsc(args: string[], what: string) {
  try {
    execFileSync(process.execPath, [TSC, ...args], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`tsc failed ${what}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

// `from '…'` (imports and re-exports), `import('…')` types, and bare `import '…'`.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|^import\s+)(['"])([^'"\n]+)\2/gm;
const isModule = (dts: string) => /^(import|export)\b/m.test(dts);

/** The entry's declarations and those of every file it reaches, each as an ambient module. */
function joinModules(entryDts: string, outDir: string, moduleName: string, entryLabel: string): string {
  const header = [
    `// Type declarations of ${path.basename(entryLabel).replace(/\.tsx?$/, '.js')}, generated from ${entryLabel} at build time: do not edit.`,
    `// Reference this file (/// <reference path="./${path.basename(entryLabel).replace(/\.tsx?$/, '.d.ts')}" />) for the global;`,
    `// take its types with: import type { … } from '${moduleName}';`,
  ];
  const entryText = readFileSync(entryDts, 'utf8');
  // A global script declares its globals as they are; there is nothing to join.
  if (!isModule(entryText)) return `${[...header, '', entryText.trim()].join('\n')}\n`;

  const problems: string[] = [];
  const idOf = (file: string) => (file === entryDts ? moduleName : `${moduleName}/internal/${path.relative(outDir, file).replace(/\.d\.ts$/, '')}`);
  const queue = [entryDts];
  const modules: string[] = [];
  for (let index = 0; index < queue.length; index++) {
    const file = queue[index]!;
    const label = path.relative(outDir, file).replace(/\.d\.ts$/, '.ts');
    const rewritten = readFileSync(file, 'utf8').replace(SPECIFIER, (match, lead: string, quote: string, specifier: string) => {
      if (!specifier.startsWith('.')) {
        problems.push(`${label} refers to the package '${specifier}' in its declarations; declare the type in the entry's own files instead`);
        return match;
      }
      const target = resolveDts(path.dirname(file), specifier);
      if (!target) {
        problems.push(`${label} refers to '${specifier}', which has no emitted declarations`);
        return match;
      }
      if (!queue.includes(target)) queue.push(target);
      return `${lead}${quote}${idOf(target)}${quote}`;
    });
    modules.push(asAmbientModule(idOf(file), rewritten, label, problems));
  }
  if (problems.length) throw new Error(`Cannot bundle the declarations of ${entryLabel}:\n- ${problems.join('\n- ')}`);
  return `${[...header, '', ...modules].join('\n')}`;
}

function resolveDts(folder: string, specifier: string): string | undefined {
  const base = path.resolve(folder, specifier).replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
  return [`${base}.d.ts`, path.join(base, 'index.d.ts')].find((candidate) => existsSync(candidate));
}

/**
 * One emitted file as `declare module 'id' { … }`. Inside an ambient module nothing may say `declare`
 * again (TS1038), so the modifier goes from the top-level statements (tsc writes those at column 0):
 * `declare global { … }` becomes the `global { … }` an ambient module writes. A module augmentation or
 * a reference directive cannot be carried.
 */
function asAmbientModule(id: string, dts: string, label: string, problems: string[]): string {
  const body = dts
    .split('\n')
    .filter((line) => !line.startsWith('//# sourceMappingURL='))
    .map((line) => {
      if (line.startsWith('/// <reference')) problems.push(`${label} has a reference directive (${line.trim()}), which a self-contained file cannot carry`);
      if (/^(export )?declare module\b/.test(line)) problems.push(`${label} augments a module, which a self-contained file cannot carry`);
      const statement = line.replace(/^(export )?declare /, '$1');
      return statement.trim() === '' ? '' : `    ${statement}`;
    })
    .join('\n')
    .trim();
  // `export {}` keeps what the file did not export private: without any export statement, every
  // declaration of an ambient module counts as exported.
  const keepPrivate = /^ {4}export \{\};$/m.test(body) ? '' : '\n    export {};';
  return `declare module '${id}' {\n    ${body}${keepPrivate}\n}\n`;
}

/** Type-checks the joined file alone, with the DOM's types and nothing else, lib files included. */
function checkStandsAlone(outFile: string, scratch: string) {
  const project = path.join(scratch, 'tsconfig.check.json');
  writeFileSync(
    project,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: [path.resolve(outFile)],
    }),
  );
  runTsc(['-p', project], `checking that ${path.basename(outFile)} stands alone`);
}
