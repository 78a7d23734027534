import { isDatabaseError } from './guarded-database';

/**
 * Whether an error means the database cannot be reached (server down, restarting, connection lost),
 * as opposed to a mistake in a query. Such errors are answered 503 with a clear message: the client
 * did nothing wrong and may try again shortly.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  // PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const CONNECTION_ERROR_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  return isDatabaseError(error) && isConnectionFailure(error);
}

function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // node-postgres reports a refused connection to every address of a host as an AggregateError.
  return Array.isArray(errors) && errors.some(isConnectionFailure);
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'Portico is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
