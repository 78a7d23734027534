import type { EnrollmentErrorResponse, EnrollmentRequest, EnrollmentResponse } from '../domain/auth-responses';
import { authApiPaths } from '../domain/paths';
import { GENERIC_BOOKING_ERROR, reservationErrorRef } from '../domain/reservation-errors';
import type { Messages } from '../i18n/messages';
import { pageWordsOfRefusal } from '../i18n/refusal-words';
import { getPublicKey } from './auth-client';
import { encryptPassword } from './encrypt-password';
import { pageFetch } from '../ssr/page-fetch';

/** A request with the password in clear in place of its ciphertext, kept one of the request's kinds. */
type WithPassword<Request> = Request extends EnrollmentRequest ? Omit<Request, 'encryptedPassword'> & { password: string } : never;

/**
 * What an enrollment form sends: inline enrollment (by `cartId`) or join and save (by
 * `confirmationNumber`), with the password in clear, encrypted here before it leaves.
 */
export type EnrollmentInput = WithPassword<EnrollmentRequest>;

export type EnrollmentResult = { ok: true; member: EnrollmentResponse } | { ok: false; status: number; refusal: EnrollmentErrorResponse };

/**
 * Enrollment (`POST enrollMember`), inline or join and save: encrypts the password under the server's key, as sign-in
 * does, and answers the new member (now signed in: the session cookie is set) or the refusal, typed,
 * so the form can mark `refusal.field` or show the catalogue's words for `refusal.errorCode`.
 */
export async function enrollMember({ password, ...request }: EnrollmentInput): Promise<EnrollmentResult> {
  const { rsaPublicKey } = await getPublicKey();
  // The rest of a union is not narrowed per member by TypeScript; the spread keeps the kind `request` is.
  const body = { ...request, encryptedPassword: await encryptPassword(password, rsaPublicKey) } as EnrollmentRequest;
  const response = await pageFetch(authApiPaths.enroll, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true, member: (await response.json()) as EnrollmentResponse };
  return { ok: false, status: response.status, refusal: await refusalOf(response) };
}

/**
 * The refusal a REST call of the account service answered with, read defensively: a missing code is
 * the generic one, and a `messageKey` or `messageParams` of the wrong shape is left out.
 */
export async function refusalOf(response: Response): Promise<EnrollmentErrorResponse> {
  const refusal = (await response.json().catch(() => null)) as Partial<EnrollmentErrorResponse> | null;
  const messageParams = refusal?.messageParams;
  return {
    errorCode: refusal?.errorCode ?? GENERIC_BOOKING_ERROR,
    field: refusal?.field ?? null,
    // Empty when the server sent no words: the page then says the code's words from its catalogue.
    message: refusal?.message ?? '',
    ...(typeof refusal?.messageKey === 'string' ? { messageKey: refusal.messageKey } : {}),
    ...(typeof messageParams === 'object' && messageParams !== null && !Array.isArray(messageParams) ? { messageParams } : {}),
  };
}

/**
 * A refusal's words in the page's locale: the shared rule's message when the server named one (its
 * `messageKey`) that the page has loaded; else the reservation catalogue's words for a code it knows;
 * else the server's own (en-US) words, or the generic booking error's when it sent none.
 */
export function refusalWords({ errorCode, message, messageKey, messageParams }: EnrollmentErrorResponse, messages: Messages): string {
  return pageWordsOfRefusal({ code: errorCode, messageKey, messageParams }, messages) ?? (message || messages.say(reservationErrorRef(errorCode)));
}
