import { describe, expect, it } from 'vitest';
import { hostPageTemplate, pageDataScript } from './page-template';

const built = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/style.css"></head><body><div id="root"></div></body></html>`;

describe('the page template', () => {
  it('opens the root marked as server-rendered and closes it after the render', () => {
    const { beforeRoot, afterRoot } = hostPageTemplate(built);
    expect(beforeRoot.endsWith('<div id="root" data-server-rendered>')).toBe(true);
    expect(afterRoot.startsWith('</div></body>')).toBe(true);
  });

  it('has the browser fetch scripts at low priority and leaves the stylesheet as it is', () => {
    const { beforeRoot } = hostPageTemplate(built);
    expect(beforeRoot).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(beforeRoot).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">');
    expect(beforeRoot).toContain('<link rel="stylesheet" href="/assets/style.css">');
  });

  it('refuses a build without the root element rather than render into nothing', () => {
    expect(() => hostPageTemplate('<html><body></body></html>')).toThrow(/has no <div id="root"><\/div>/);
  });

  it('writes the page data so no value can close its element', () => {
    const script = pageDataScript({ Hotel: { name: '</script><script>alert(1)</script>' } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>')))).toEqual({ Hotel: { name: '</script><script>alert(1)</script>' } });
  });
});
