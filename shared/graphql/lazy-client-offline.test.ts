import { describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

// The client's chunk cannot be fetched: the network dropped before the page's first call.
vi.mock('./client', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { failedCallFacts, lazyGraphQlClient } = await import('./lazy-client');

const Query = parse('query PaymentInfo { cart { id } }') as TypedDocumentNode<unknown, Record<string, never>>;

describe('the lazy GraphQL client without its chunk', () => {
  it('fails the call, and reports it by the operation’s name as a call that got no answer', async () => {
    const request = lazyGraphQlClient({ origin: 'http://localhost:8081', locale: 'en-US', requestedBy: 'portico-payment' });
    const failure = await request(Query, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    await expect(failedCallFacts(Query, failure)).resolves.toEqual({ operationName: 'PaymentInfo', codes: ['NETWORK_ERROR'] });
  });
});
