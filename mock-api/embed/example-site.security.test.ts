import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedApiPaths } from '../../shared/domain/embed-api';
import { startTestApi, TEST_OVERLAY_ORIGIN, type TestApi } from '../testing/test-api';
import { EMBED_LOADER_MARKER, loadExamplePage } from './example-page';
import { createEmbedExampleSite, EXAMPLE_DIR } from './example-site';

const config = { overlayOrigin: TEST_OVERLAY_ORIGIN, logLevel: 'silent', secureCookies: false };

let site: FastifyInstance;
let api: TestApi;
beforeAll(async () => {
  site = await createEmbedExampleSite({ config });
  api = await startTestApi({ withStandInApps: true });
});
afterAll(async () => {
  await site.close();
  await api.close();
});

const page = () => site.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });

/** Each directive of a Content-Security-Policy header by name, with its sources. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the embed example site', () => {
  it('serves the page with the loader from the overlay origin written in', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Embedding Portico: example</h1>');
    expect(response.body).toContain(`<script defer crossorigin="anonymous" src="${TEST_OVERLAY_ORIGIN}${embedApiPaths.loader}"></script>`);
    expect(response.body).not.toContain(EMBED_LOADER_MARKER);
  });

  it('has a strict policy: its own scripts and styles, the overlay origin to load, frame and call, and no framing of the page', async () => {
    const response = await page();
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", TEST_OVERLAY_ORIGIN]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([TEST_OVERLAY_ORIGIN]);
    // The loader checks the page's origin with a fetch made from this page, before it frames anything.
    expect(csp.get('connect-src')).toEqual(["'self'", TEST_OVERLAY_ORIGIN]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('holds no inline script or style, which its policy would block', async () => {
    // Comments aside: the page's own explains the element the server writes.
    const body = (await page()).body.replace(/<!--[\s\S]*?-->/g, '');
    const scripts = [...body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [element, content] of scripts) {
      expect(element).toMatch(/\ssrc="[^"]+"/);
      expect(content).toBe('');
    }
    expect(body).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });

  it('writes the overlay origin escaped, so no origin can close the attribute or the element', async () => {
    const hostile = 'http://evil.example"><script>alert(1)</script><x y=\'';
    const hostileSite = await createEmbedExampleSite({ config: { ...config, overlayOrigin: hostile } });
    try {
      const { body } = await hostileSite.inject({ method: 'GET', url: '/' });
      expect(body).toContain(
        'src="http://evil.example&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x y=&#39;/embed/portico-embed.js"',
      );
      expect(body).not.toContain('<script>alert(1)');
    } finally {
      await hostileSite.close();
    }
  });

  it('serves its script and style as written, and nothing else', async () => {
    const script = await site.inject({ method: 'GET', url: '/example.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(script.headers['cache-control']).toBe('no-cache');
    const style = await site.inject({ method: 'GET', url: '/example.css' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const url of ['/index.html', '/../../package.json', '/%2e%2e/%2e%2e/package.json', '/embed/portico-embed.js', '/nothing']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expect((await site.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
  });

  it('refuses to start from a page without the loader marker', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'portico-example-'));
    try {
      await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>No marker</title>');
      expect(() => loadExamplePage(path.join(folder, 'index.html'), TEST_OVERLAY_ORIGIN)).toThrow(`has no ${EMBED_LOADER_MARKER} marker`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is served from examples/embed in the repo', () => {
    expect(path.relative(path.resolve(import.meta.dirname, '../..'), EXAMPLE_DIR)).toBe(path.join('examples', 'embed'));
  });
});

describe('the host and overlay origins', () => {
  it('never serve the example page or its files', async () => {
    for (const base of [api.hostUrl, api.overlayUrl]) {
      for (const url of ['/example.js', '/example.css', '/examples/embed/index.html']) {
        const response = await fetch(`${base}${url}`);
        expect(response.status, `${base}${url}`).toBe(404);
      }
    }
    // The host answers every page path with its own app (history fallback), never with the example.
    const hostPage = await fetch(`${api.hostUrl}/`, { headers: { accept: 'text/html' } });
    expect(await hostPage.text()).not.toContain('Embedding Portico');
    expect((await fetch(`${api.overlayUrl}/`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
