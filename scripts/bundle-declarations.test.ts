import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embedLoader } from '../apps';
import { bundleDeclarations } from './bundle-declarations';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function scratch() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portico-dts-test-'));
  folders.push(folder);
  return folder;
}

/** A small project of its own (no types but the DOM's), with `files` written from the map. */
function fixture(files: Record<string, string>, compilerOptions: Record<string, unknown> = {}) {
  const root = scratch();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const options = { target: 'ES2022', lib: ['ES2023', 'DOM'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, types: [], ...compilerOptions };
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['src/entry.ts'] }));
  return { project: path.join(root, 'tsconfig.json'), rootDir: root, entry: path.join(root, 'src/entry.ts'), moduleName: 'my-embed', outFile: path.join(root, 'my-embed.d.ts') };
}

/** What an embedding team's TypeScript says about `consumer` written beside the bundled file: '' when it compiles. */
function compileConsumer(dtsFile: string, consumer: string): string {
  const folder = path.dirname(dtsFile);
  writeFileSync(path.join(folder, 'consumer.ts'), `/// <reference path="./${path.basename(dtsFile)}" />\n${consumer}`);
  const project = path.join(folder, 'tsconfig.consumer.json');
  writeFileSync(
    project,
    JSON.stringify({
      compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, types: [] },
      files: ['consumer.ts'],
    }),
  );
  try {
    execFileSync(process.execPath, [TSC, '-p', project], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

describe('bundleDeclarations', () => {
  it('gives the embed loader one self-contained file that declares window.Portico and its open', () => {
    const outFile = path.join(scratch(), `${embedLoader.fileName}.d.ts`);
    const text = bundleDeclarations({
      project: path.join(ROOT, 'embed/tsconfig.declarations.json'),
      rootDir: ROOT,
      entry: path.join(ROOT, embedLoader.entry),
      moduleName: embedLoader.fileName,
      outFile,
    });
    expect(readFileSync(outFile, 'utf8')).toBe(text);
    expect(text).toContain(`declare module '${embedLoader.fileName}' {`);
    expect(text).toMatch(/interface Window \{[\s\S]*Portico: /);
    expect(text).toMatch(/\bopen\(/);
    expect(text).not.toMatch(/from '\.{1,2}\//);
    expect(compileConsumer(outFile, "const handle = window.Portico.open('sign-in');\nexport { handle };\n")).toBe('');
  });

  it('joins every file the entry reaches into ambient modules, keeping globals, re-exports and private names', () => {
    const options = fixture({
      'src/entry.ts': [
        "import type { Shape } from './parts/shape';",
        "export type { Shape };",
        "export * from './parts/colours';",
        'type Secret = { hidden: true };',
        'export type Api = { draw(shape: Shape): Secret };',
        'declare global { interface Window { myEmbed: Api } }',
        "window.myEmbed = { draw: () => ({ hidden: true }) };",
      ].join('\n'),
      'src/parts/shape.ts': "export type Shape = { kind: 'circle' | 'square'; colour: import('./colours').Colour };",
      'src/parts/colours.ts': "export type Colour = 'red' | 'blue';\nexport const DEFAULT_COLOUR: Colour = 'red';\n",
    });
    const text = bundleDeclarations(options);
    expect(text.match(/^declare module '[^']+' \{$/gm)).toEqual([
      "declare module 'my-embed' {",
      "declare module 'my-embed/internal/src/parts/shape' {",
      "declare module 'my-embed/internal/src/parts/colours' {",
    ]);
    expect(text).not.toMatch(/^ +declare /m);
    expect(
      compileConsumer(
        options.outFile,
        [
          "import type { Colour, Shape } from 'my-embed';",
          "const colour: Colour = 'blue';",
          "const shape: Shape = { kind: 'circle', colour };",
          'window.myEmbed.draw(shape);',
          "// @ts-expect-error the entry keeps Secret to itself",
          "import type { Secret } from 'my-embed';",
          "// @ts-expect-error 'green' is not a Colour",
          "window.myEmbed.draw({ kind: 'square', colour: 'green' });",
          'export type { Secret };',
        ].join('\n'),
      ),
    ).toBe('');
  });

  it('refuses declarations that lean on a package, naming the file and the package', () => {
    const options = fixture(
      {
        'src/entry.ts': "import type { Channel } from 'some-channel-library';\nexport type Api = { channel: Channel };\n",
        'vendor/some-channel-library.d.ts': 'export type Channel = { send(message: string): void };\n',
      },
      { paths: { 'some-channel-library': ['./vendor/some-channel-library.d.ts'] } },
    );
    expect(() => bundleDeclarations(options)).toThrow("src/entry.ts refers to the package 'some-channel-library' in its declarations");
  });

  it('stops on a type error in the entry, with tsc’s words', () => {
    const options = fixture({ 'src/entry.ts': "export const count: number = 'three';\n" });
    expect(() => bundleDeclarations(options)).toThrow(/tsc failed emitting the declarations of [\s\S]*TS2322/);
  });
});
