import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSearchResponse } from '../../shared/domain/content-search';
import { contentApiPaths } from '../../shared/domain/paths';
import { CONTENT_SEARCH_BODY_LIMIT } from './content-routes';
import { contentCalls, logoSearch } from '../testing/content-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

// What attackers and broken clients send: any text, payloads, text PostgreSQL cannot store, odd numbers.
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom("' or 1=1 --", '{"$ne":null}', '<script>alert(1)</script>', '\u0000', 'x\ud800', '%00', '', 'a'.repeat(5000), 'property-logos', 'en_US', 'image'),
);
const anyJson = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);
const listOf = (item: fc.Arbitrary<unknown>) => fc.oneof(anyJson, fc.array(item, { maxLength: 12 }));
// Mostly well-formed bodies, so hostile values inside the lists get as far as the database.
const searchBody = fc.oneof(
  { arbitrary: anyJson, weight: 1 },
  {
    arbitrary: fc.record(
      {
        includeLink: fc.oneof(fc.boolean(), anyJson),
        locales: listOf(fc.oneof(fc.constantFrom('en_US', 'zh-CN', 'fr'), hostileText)),
        navIds: listOf(hostileText),
        taxonomies: listOf(fc.oneof(fc.constantFrom('property-logos', 'N', 'NYCTS'), hostileText)),
        types: listOf(fc.oneof(fc.constant('image'), hostileText)),
      },
      { requiredKeys: [] },
    ),
    weight: 5,
  },
);
const searchQuery = fc.record(
  { limit: fc.oneof(fc.constantFrom('1', '5', '0', '6', '-1', '1.5', ''), hostileText), defaultLocale: fc.oneof(fc.constantFrom('true', 'false'), hostileText) },
  { requiredKeys: [] },
);

describe('content search', () => {
  it('answers any body and query with 200 or a clear 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(searchBody, searchQuery, async (body, query) => {
        // URLSearchParams encodes half a surrogate pair instead of throwing, as encodeURIComponent would.
        const response = await contentCalls(api).search(body, `?${new URLSearchParams(query as Record<string, string>)}`);
        if (response.status === 200) {
          const { entries } = (await response.json()) as ContentSearchResponse;
          expect(entries.length).toBeLessThanOrEqual(5);
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          const refusal = (await response.json()) as { message?: string; phoenixErrorMessages?: { errorMessages?: string[] } };
          expect(refusal.message?.length).toBeGreaterThan(5);
          expect(refusal.phoenixErrorMessages?.errorMessages).toHaveLength(1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('answers bodies whose values reach the database with 200 or a clear 400, never a 5xx', async () => {
    // Well-formed but for the values the query uses: text PostgreSQL cannot store must be refused up front.
    const unstorable = fc.constantFrom('\u0000', 'a\u0000b', 'x\ud800', '\udfffy');
    const stored = fc.oneof(hostileText, unstorable, fc.constantFrom('property-logos', 'N', 'NYCTS'));
    const body = fc.record({
      includeLink: fc.boolean(),
      locales: fc.oneof(fc.constant(['en_US']), fc.array(fc.oneof(stored, fc.constant('zh_CN')), { minLength: 1, maxLength: 3 })),
      navIds: fc.array(stored, { maxLength: 3 }),
      taxonomies: fc.array(stored, { minLength: 1, maxLength: 3 }),
      types: fc.oneof(fc.constant(['image']), fc.array(stored, { minLength: 1, maxLength: 2 })),
    })
      // Bodies over the size limit never reach the database (413, tested with the route); these must.
      .filter((value) => new TextEncoder().encode(JSON.stringify(value)).length < CONTENT_SEARCH_BODY_LIMIT);
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await contentCalls(api).search(value);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any raw body and content type with a 4xx or success, never a 5xx', async () => {
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml');
    await fc.assert(
      fc.asyncProperty(hostileText, contentType, async (raw, type) => {
        const response = await fetch(`${api.overlayUrl}${contentApiPaths.search}`, { method: 'POST', headers: { 'content-type': type }, body: raw });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('cannot be made to match by SQL in a taxonomy', async () => {
    const entries = await contentCalls(api).entries(logoSearch('NYCTS', { taxonomies: ["NYCTS' or '1'='1", 'NYCTS'] }));
    expect(entries).toEqual([]);
  });

  it('refuses a cross-site page with 403', async () => {
    const response = await fetch(`${api.hostUrl}${contentApiPaths.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(logoSearch('NYCTS')),
    });
    expect(response.status).toBe(403);
  });
});
