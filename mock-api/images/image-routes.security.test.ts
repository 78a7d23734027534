import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ withStandInApps: true });
});
afterAll(() => api.close());

/** A GET sent with the path exactly as written: fetch would resolve `..` segments before sending. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; contentType: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, contentType: String(response.headers['content-type'] ?? '') }));
      })
      .on('error', reject);
  });
}

const TRAVERSALS = [
  '../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '..\\..\\etc\\passwd',
  '..%5c..%5cetc%5cpasswd',
  '%c0%ae%c0%ae%c0%afetc%c0%afpasswd',
  'nycts-1.svg%00.png',
  'nycts-1.svg/..%2f..%2f..%2fpackage.json',
  '%2fetc%2fpasswd',
  '....//....//etc/passwd',
  `${'a'.repeat(5_000)}.svg`,
  `${'..%2f'.repeat(500)}etc%2fpasswd`,
  'nycts-1.svg?width=../../etc/passwd',
  '%E0%A4%A',
  '%',
];

describe.each([
  ['hotel photos', '/images/hotels/'],
  ['room photos', '/images/rooms/'],
  ['logos', '/images/logos/'],
])('the %s route', (_name, prefix) => {
  it.each(TRAVERSALS)(`refuses ${prefix}%s with 400 or 404, never a file or a 5xx`, async (attempt) => {
    for (const base of [api.hostUrl, api.overlayUrl]) {
      const response = await rawGet(base, `${prefix}${attempt}`);
      expect([400, 404]).toContain(response.status);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(response.body).not.toMatch(/root:|"dependencies"/);
    }
  });

  it('answers any name with an image, 400 or 404, and never a 5xx', async () => {
    // Any text, percent-encoded as a browser would; raw runs of path syntax and half-made escapes, sent as they are.
    const encoded = fc.string({ unit: 'grapheme', maxLength: 60 }).map((name) => encodeURIComponent(name));
    const raw = fc.string({ unit: fc.constantFrom(...'./\\%2aefAF09-_~:;*?<>|#'.split('')), maxLength: 60 });
    const known = fc.constantFrom('nycts-1.svg', 'mc.svg', 'bg-alternate.svg', 'lonkx-2.svg', 'nycts-gkng-1.svg');
    await fc.assert(
      fc.asyncProperty(fc.oneof(encoded, raw, known), async (name) => {
        const response = await rawGet(api.hostUrl, `${prefix}${name}`);
        expect([200, 400, 404]).toContain(response.status);
        if (response.status === 200) expect(response.contentType).toBe('image/svg+xml');
      }),
      { numRuns: 150 },
    );
  });
});

describe('a URL that cannot be decoded', () => {
  it('is refused with 400 in the spec’s error shape', async () => {
    const response = await rawGet(api.hostUrl, '/images/hotels/%E0%A4%A.svg');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ phoenixErrorMessages: { errorMessages: ['BAD_URL'] }, nextStateURI: null, isRedirect: false });
  });
});

describe('a page asking for an image by traversal', () => {
  it('gets the host page for what the browser resolves it to, not a file', async () => {
    // A browser resolves /images/hotels/../../package.json to /package.json before asking.
    const response = await fetch(`${api.hostUrl}/images/hotels/../../package.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"dependencies"');
  });
});
