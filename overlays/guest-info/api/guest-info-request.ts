import type { GraphQlErrorDetail } from '../../../bridge';
import { errorLogLine } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { graphQlErrorCode } from '../../../shared/graphql/graphql-error-code';
import { failedCallFacts } from '../../../shared/graphql/lazy-client';
import { logToServer } from '../../../shared/telemetry/client-log';

/** Codes a guest can cause by what they typed or by waiting: logged as warnings, not errors. */
const EXPECTED_CODES = new Set(['BAD_USER_INPUT', 'STALE_REVISION', 'CART_VALIDATION_FAILED', 'SESSION_VALIDATION_FAILED']);

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
      const { operationName, codes } = await failedCallFacts(document, error);
      const code = graphQlErrorCode(error);
      const level = codes.every((item) => EXPECTED_CODES.has(item) || item.startsWith('E_')) ? 'warn' : 'error';
      logToServer(level, errorLogLine({ code, component: 'GuestInfo', detail: `${operationName} ${codes.join(',')}` }));
      report({ operationName, codes });
      throw error;
    }
  };
}
