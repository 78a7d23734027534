import type { AuthErrorResponse } from '../domain/auth-responses';
import { reservationApiPaths } from '../domain/paths';
import type { ReservationLookupRequest, ReservationLookupResponse } from '../domain/reservation-lookup-api';
import { pageFetch } from '../ssr/page-fetch';

/**
 * A lookup the server refused, or answered in a shape this client cannot read: the HTTP status and
 * the first code the server named, if any. A request that got no answer at all rejects with fetch's
 * own error instead, so callers can tell "refused" from "never reached the server".
 */
export class ReservationApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ReservationApiError';
  }
}

function isLookupResponse(value: unknown): value is ReservationLookupResponse {
  const candidate = value as Partial<ReservationLookupResponse> | null;
  return typeof candidate?.nextStateURI === 'string' && typeof candidate.confirmationNumber === 'string';
}

export type SubmitReservationLookupOptions = { locale?: string };

/**
 * Sends the find-reservation form (spec 7, `submitReservationLookup`) from the page's own origin; the
 * grant cookie it sets is site-wide, so the host sees the reservation too. Resolves with where to go
 * next; rejects with {@link ReservationApiError} for a refusal (400, 404, 429, …).
 */
export async function submitReservationLookup(
  request: ReservationLookupRequest,
  { locale }: SubmitReservationLookupOptions = {},
): Promise<ReservationLookupResponse> {
  const response = await pageFetch(reservationApiPaths.submitReservationLookup, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(locale ? { 'accept-language': locale } : {}),
    },
    // Only the two fields: nothing else the form may hold goes to the server.
    body: JSON.stringify({ confirmationNumber: request.confirmationNumber, lastName: request.lastName } satisfies ReservationLookupRequest),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    if (isLookupResponse(body)) return body;
    throw new ReservationApiError(response.status, undefined, 'The lookup answer is not the contract’s');
  }
  const refusal = body as Partial<AuthErrorResponse> | null;
  const code = refusal?.phoenixErrorMessages?.errorMessages?.[0];
  // The page words the code from its catalogue; the server's (en-US) words are for whoever reads the error.
  throw new ReservationApiError(response.status, typeof code === 'string' ? code : undefined, refusal?.message ?? `Lookup refused (${String(code ?? 'no code')})`);
}
