import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, scriptsOfModules, type ClientManifest } from './module-preloads';

const manifest: ClientManifest = {
  'main.tsx': { file: 'assets/index-a.js', imports: ['_vendor-b.js'] },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  'features/home/home-page.tsx': { file: 'assets/home-page-c.js', imports: ['_vendor-b.js', '_picture-d.js'] },
  '_picture-d.js': { file: 'assets/picture-d.js', imports: ['_vendor-b.js'] },
  '../shared/i18n/compiled/ar/common.js': { file: 'assets/common-e.js', imports: ['_cardinals-f.js'] },
  '_cardinals-f.js': { file: 'assets/cardinals-f.js' },
};

describe('scriptsOfModules', () => {
  it('lists each module’s chunk and every chunk it imports, each once, under the base', () => {
    expect(scriptsOfModules(manifest, ['features/home/home-page.tsx', '../shared/i18n/compiled/ar/common.js'], '/')).toEqual([
      '/assets/home-page-c.js',
      '/assets/vendor-b.js',
      '/assets/picture-d.js',
      '/assets/common-e.js',
      '/assets/cardinals-f.js',
    ]);
  });

  it('adds nothing for a module the manifest does not know, or with no manifest at all', () => {
    expect(scriptsOfModules(manifest, ['features/renamed-page.tsx'], '/')).toEqual([]);
    expect(scriptsOfModules({}, ['features/home/home-page.tsx'], '/')).toEqual([]);
  });
});

describe('modulePreloadLinks', () => {
  it('links, at low priority, each script the page’s head does not link yet', () => {
    const head = '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/vendor-b.js">';
    expect(modulePreloadLinks(['/assets/vendor-b.js', '/assets/home-page-c.js'], head)).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-page-c.js">',
    );
  });
});
