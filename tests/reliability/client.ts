import { encryptPassword } from '../../shared/auth/encrypt-password';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { authApiPaths, graphQlBasePath, reservationApiPaths } from '../../shared/domain/paths';
import { persistedOperation } from '../support/persisted-operation';

/** The calls a browser makes, as plain HTTP, for the reliability suite's virtual users. */
export function porticoClient(origin: string) {
  let publicKey: string | undefined;
  const keyFor = async () => {
    publicKey ??= ((await (await fetch(`${origin}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string }).rsaPublicKey;
    return publicKey;
  };

  return {
    /** Signs in; resolves with the session cookie, or with the failed response's status. */
    async signIn(userId: string, password: string): Promise<{ status: number; cookie?: string }> {
      const response = await fetch(`${origin}${authApiPaths.loginWithCredentials}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ userId, password: await encryptPassword(password, await keyFor()), rememberMe: 'false' }),
      });
      await response.arrayBuffer();
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portico_session='))?.split(';')[0];
      return { status: response.status, ...(cookie ? { cookie } : {}) };
    },
    async userDetails(cookie?: string) {
      const response = await fetch(`${origin}${authApiPaths.userDetails}`, { headers: cookie ? { cookie } : {} });
      return { status: response.status, body: (await response.json()) as { status?: string; message?: string } };
    },
    /** Looks a reservation up as the lookup form does; resolves with the grant cookie, or the refusal's status. */
    async lookup(confirmationNumber: string, lastName: string, cookie?: string): Promise<{ status: number; cookie?: string }> {
      const response = await fetch(`${origin}${reservationApiPaths.submitReservationLookup}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ confirmationNumber, lastName }),
      });
      await response.arrayBuffer();
      const grant = response.headers.getSetCookie().find((line) => line.startsWith('portico_lookup_grant='))?.split(';')[0];
      return { status: response.status, ...(grant ? { cookie: grant } : {}) };
    },
    /** Runs one of the apps' operations, sent by its hash as the apps send it; `cookies` are those it set, as `name=value`. */
    async graphQl<Variables>(document: TypedDocumentNode<unknown, Variables>, variables: Variables, cookie?: string) {
      const { operationName, body } = persistedOperation(document, variables);
      const response = await fetch(`${origin}${graphQlBasePath}/${operationName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-by': 'reliability', ...(cookie ? { cookie } : {}) },
        body,
      });
      return {
        status: response.status,
        body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] },
        cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]!),
      };
    },
    async signOut(cookie: string) {
      const response = await fetch(`${origin}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie } });
      await response.arrayBuffer();
      return { status: response.status };
    },
  };
}

export const MEMBERS = [
  ['ava.morgan@example.com', 'Stay#Well2026'],
  ['100000002', 'Stay#Well2026'],
  ['sofia.reyes@example.com', 'Stay#Well2026'],
] as const;

/** Ava's 71234567, which no test cancels: every journey looks it up and reads its order. */
export const LOOKED_UP_RESERVATION = { confirmationNumber: '71234567', lastName: 'Morgan' } as const;
