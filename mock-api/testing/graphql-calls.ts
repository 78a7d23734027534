import { graphQlBasePath } from '../../shared/domain/paths';
import { persistedOperationBody } from '../../shared/graphql/client';
import type { TestApi } from './test-api';

export type GraphQlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

/** Posts a GraphQL operation as the apps do (path, CSRF header, locale), optionally with cookies. */
export function graphQlCalls(api: TestApi) {
  const post = async (
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
    { cookie, path = operationName, locale = 'en-US' }: { cookie?: string; path?: string; locale?: string } = {},
  ) => {
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-by': 'test',
        'accept-language': locale,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ operationName, query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQlBody };
  };
  /** Posts a persisted operation as the apps do: its name, variables and hash, no text. */
  const postPersisted = async (operationName: string, sha256Hash: string, variables: Record<string, unknown> = {}, { cookie }: { cookie?: string } = {}) => {
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test', ...(cookie ? { cookie } : {}) },
      body: persistedOperationBody(operationName, variables, sha256Hash),
    });
    return { status: response.status, body: (await response.json()) as GraphQlBody };
  };
  return { post, postPersisted };
}
