import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages are read left to right and right to left (Arabic): a style that names a physical side
 * (`text-align: right`, `margin-left`) puts a column of prices, an indent or a gap on the wrong side in one
 * of them. Styles name the side logically (`end`, `margin-inline-start`), which follows the text's direction.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCT = ['host', 'overlays', 'shared', 'bridge'];

const styleFiles = PRODUCT.flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`)).filter(
  (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/generated/') && !file.includes('/compiled/'),
);

const PHYSICAL_SIDE = /^\s*(?:text-align:\s*(?:left|right)|float:\s*(?:left|right)|(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?:)/m;

describe('styles follow the direction of the text', () => {
  it('has files to check', () => {
    expect(styleFiles.length).toBeGreaterThan(200);
  });

  it('names sides logically, never left or right', () => {
    const offences = styleFiles.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => PHYSICAL_SIDE.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offences).toEqual([]);
  });
});
