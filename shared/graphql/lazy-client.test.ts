import { describe, expect, it, vi } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

const made = vi.hoisted(() => ({ clients: 0, calls: [] as string[] }));

vi.mock('./client', () => ({
  operationNameOf: (document: { name: string }) => document.name,
  errorCodesOf: () => ['CART_EXPIRED'],
  createGraphQlClient: (options: { requestedBy: string }) => {
    made.clients += 1;
    return async (document: { name: string }, variables: { id: string }) => {
      made.calls.push(`${options.requestedBy} ${document.name} ${variables.id}`);
      return { ok: variables.id };
    };
  },
}));

const { failedCallFacts, lazyGraphQlClient } = await import('./lazy-client');

const Query = { name: 'Query' } as unknown as TypedDocumentNode<{ ok: string }, { id: string }>;

describe('lazyGraphQlClient', () => {
  it('makes the shared client at its first call, once, and sends every call through it', async () => {
    const request = lazyGraphQlClient({ origin: 'http://localhost:8081', locale: 'en-US', requestedBy: 'portico-payment' });
    expect(made.clients).toBe(0);
    await expect(Promise.all([request(Query, { id: 'a' }), request(Query, { id: 'b' })])).resolves.toEqual([{ ok: 'a' }, { ok: 'b' }]);
    expect(made.clients).toBe(1);
    expect(made.calls).toEqual(['portico-payment Query a', 'portico-payment Query b']);
  });
});

describe('failedCallFacts', () => {
  it('reads a failed call with the client’s own readers', async () => {
    await expect(failedCallFacts(Query, new Error('refused'))).resolves.toEqual({ operationName: 'Query', codes: ['CART_EXPIRED'] });
  });
});
