import type { GraphQlErrorDetail } from '../../../bridge';
import { errorLogLine } from '../../../shared/domain/reservation-errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { graphQlErrorCode } from '../../../shared/graphql/graphql-error-code';
import { failedCallFacts } from '../../../shared/graphql/lazy-client';
import { logToServer } from '../../../shared/telemetry/client-log';

/** Tells the host of a failed call (`host.graphQlError` when framed, nothing on a page of its own). */
export type ReportToHost = (detail: GraphQlErrorDetail) => void;

/** Codes a guest can cause by what they typed, by their card or by waiting: logged as warnings, not errors. */
const EXPECTED_CODES = new Set([
  'BAD_USER_INPUT',
  'STALE_REVISION',
  'CART_VALIDATION_FAILED',
  'SESSION_VALIDATION_FAILED',
  'PAYMENT_DECLINED',
  'PAYMENT_CARD_EXPIRED',
  'PAYMENT_TOKEN_INVALID',
  'PAYMENT_RATE_LIMITED',
]);

// The card rules' own codes (CARD_NUMBER_INVALID, CARDHOLDER_NAME_INVALID, CARD_BRAND_NOT_ACCEPTED, …) are the guest's typing.
const isExpected = (code: string) => EXPECTED_CODES.has(code) || code.startsWith('CARD');

/**
 * Logs one failed call of the overlay in the spec 8 pipe-joined form (component Payment). The detail is
 * the call's name and its codes (and the field a refusal names): never anything the guest typed.
 */
export function logPaymentFailure({ operationName, code, codes, field = null }: { operationName: string; code: string; codes: string[]; field?: string | null }): void {
  const level = codes.every(isExpected) ? 'warn' : 'error';
  const detail = [operationName, codes.join(','), field].filter(Boolean).join(' ');
  logToServer(level, errorLogLine({ code, component: 'Payment', detail }));
}

/**
 * Wraps the GraphQL client so every failed operation is logged (spec 8) and reported to the host as a
 * payment-info failure (spec 7: `graphQlError: true` to the parent), then rethrown for the form to show.
 * Every operation of this overlay is a payment-info one: PaymentInfo and UpdateCartPayment.
 */
export function withFailureReporting(request: GraphQlRequest, report: ReportToHost): GraphQlRequest {
  return async (document, variables) => {
    try {
      return await request(document, variables);
    } catch (error) {
      await reportPaymentFailure(document, error, report);
      throw error;
    }
  };
}

/** Logs a failed call and tells the host, for a call made without the wrapper whose failure turned out final. */
export async function reportPaymentFailure(document: TypedDocumentNode<unknown, never>, error: unknown, report: ReportToHost): Promise<void> {
  const { operationName, codes } = await failedCallFacts(document, error);
  logPaymentFailure({ operationName, code: graphQlErrorCode(error), codes });
  report({ operationName, codes, isPaymentInfo: true });
}
