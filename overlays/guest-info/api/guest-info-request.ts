import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError } from 'graphql-request';
import type { GraphQlErrorDetail } from '../../../bridge';
import { errorLogLine } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { graphQlErrorCode } from '../../../shared/graphql/graphql-error-code';
import { logToServer } from '../../../shared/telemetry/client-log';

/** Codes a guest can cause by what they typed or by waiting: logged as warnings, not errors. */
const EXPECTED_CODES = new Set(['BAD_USER_INPUT', 'STALE_REVISION', 'CART_VALIDATION_FAILED', 'SESSION_VALIDATION_FAILED']);

export function operationNameOf(document: TypedDocumentNode<unknown, never>): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation && 'name' in operation && operation.name ? operation.name.value : 'anonymous';
}

/** Every `extensions.code` of a failed call; NETWORK_ERROR when no answer came. */
export function errorCodesOf(error: unknown): string[] {
  if (error instanceof ClientError) return (error.response.errors ?? []).map((item) => String(item.extensions?.code ?? 'UNKNOWN'));
  return ['NETWORK_ERROR'];
}

/**
 * Wraps the GraphQL client so every failed operation is logged in the spec 8 pipe-joined form (component
 * GuestInfo) and reported to the host (`report`, which is `host.graphQlError` when framed), then rethrown
 * for the caller to show.
 */
export function withFailureReporting(request: GraphQlRequest, report: (detail: GraphQlErrorDetail) => void): GraphQlRequest {
  return async (document, variables) => {
    try {
      return await request(document, variables);
    } catch (error) {
      const operationName = operationNameOf(document as TypedDocumentNode<unknown, never>);
      const codes = errorCodesOf(error);
      const code = graphQlErrorCode(error);
      const level = codes.every((item) => EXPECTED_CODES.has(item) || item.startsWith('E_')) ? 'warn' : 'error';
      logToServer(level, errorLogLine({ code, component: 'GuestInfo', detail: `${operationName} ${codes.join(',')}` }));
      report({ operationName, codes });
      throw error;
    }
  };
}

/** The first error of a failed call, with its code and the field it names (a dotted input path), if any. */
export function firstGraphQlError(error: unknown): { code: string; field: string | null; message: string | null } {
  const first = error instanceof ClientError ? error.response.errors?.[0] : undefined;
  const field = first?.extensions?.field;
  return { code: graphQlErrorCode(error), field: typeof field === 'string' ? field : null, message: first?.message ?? null };
}
