import type { EnrollmentErrorResponse, EnrollmentRequest, EnrollmentResponse } from '../domain/auth-responses';
import { authApiPaths } from '../domain/paths';
import { GENERIC_BOOKING_ERROR, reservationErrorMessage } from '../domain/reservation-errors';
import { getPublicKey } from './auth-client';
import { encryptPassword } from './encrypt-password';

/** What the enrollment form sends: the request with the password in clear, encrypted here before it leaves. */
export type EnrollmentInput = Omit<EnrollmentRequest, 'encryptedPassword'> & { password: string };

export type EnrollmentResult = { ok: true; member: EnrollmentResponse } | { ok: false; status: number; refusal: EnrollmentErrorResponse };

/**
 * Inline enrollment (`POST enrollMember`): encrypts the password under the server's key, as sign-in
 * does, and answers the new member (now signed in: the session cookie is set) or the refusal, typed,
 * so the form can mark `refusal.field` or show the catalogue's words for `refusal.errorCode`.
 */
export async function enrollMember({ password, ...request }: EnrollmentInput): Promise<EnrollmentResult> {
  const { rsaPublicKey } = await getPublicKey();
  const body: EnrollmentRequest = { ...request, encryptedPassword: await encryptPassword(password, rsaPublicKey) };
  const response = await fetch(authApiPaths.enroll, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true, member: (await response.json()) as EnrollmentResponse };
  const refusal = (await response.json().catch(() => null)) as Partial<EnrollmentErrorResponse> | null;
  return {
    ok: false,
    status: response.status,
    refusal: {
      errorCode: refusal?.errorCode ?? GENERIC_BOOKING_ERROR,
      field: refusal?.field ?? null,
      message: refusal?.message ?? reservationErrorMessage(GENERIC_BOOKING_ERROR),
    },
  };
}
