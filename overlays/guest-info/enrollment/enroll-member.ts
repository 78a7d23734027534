import type { EnrollmentErrorResponse, EnrollmentRequest, EnrollmentResponse } from '../../../shared/domain/auth-responses';
import { authApiPaths } from '../../../shared/domain/paths';
import { reservationErrorMessage, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { getPublicKey } from '../../../shared/auth/auth-client';
import { encryptPassword } from '../../../shared/auth/encrypt-password';
import { enrollmentCountryError } from '../../../shared/validation/enrollment-rules';
import { normalizePhoneNumber } from '../../../shared/validation/phone-number';
import { guestOf } from '../form/cart-guest-info-input';
import type { GuestInfoInput } from '../form/guest-info-values';

export type EnrollmentOutcome =
  | { status: 'enrolled'; response: EnrollmentResponse }
  | { status: 'refused'; code: string; field: string | null; message: string };

/**
 * The enrollment answer's codes, in the catalogue's words and on the field they are about. The REST call
 * names them DUPLICATE_*, the catalogue (spec 8) by its form keys.
 */
const KNOWN_REFUSALS: Record<string, { field: string | null; message: string }> = {
  DUPLICATE_EMAIL: { field: 'guest.email', message: reservationErrorMessage(ReservationErrorKey.DuplicateEmail) },
  DUPLICATE_PHONE: { field: 'guest.phone', message: reservationErrorMessage(ReservationErrorKey.DuplicatePhone) },
  DUPLICATE_EMAIL_AND_PHONE: { field: 'guest.email', message: reservationErrorMessage(ReservationErrorKey.DuplicateEmailAndPhone) },
  ENROLLMENT_NOT_AVAILABLE: { field: 'joinNow', message: enrollmentCountryError('CU') ?? '' },
};

const UNREACHABLE = 'We could not reach Portico Rewards to create your account. Try again, or untick “Join” to book as a guest.';

/**
 * Inline enrollment (`POST authApiPaths.enroll`): a thin call site of this overlay's own, to be swapped
 * for shared/auth's client when it lands. The password travels RSA-OAEP encrypted, as for sign-in.
 */
export async function enrollMember(cartId: string, values: GuestInfoInput): Promise<EnrollmentOutcome> {
  try {
    const { rsaPublicKey } = await getPublicKey();
    const guest = guestOf(values);
    const smsNumber = normalizePhoneNumber(values.enrollment.smsNumber);
    const body: EnrollmentRequest = {
      cartId,
      ...guest,
      smsNumber: smsNumber || null,
      encryptedPassword: await encryptPassword(values.enrollment.password, rsaPublicKey),
      consents: values.enrollment.consents,
    };
    const response = await fetch(authApiPaths.enroll, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { status: 'enrolled', response: (await response.json()) as EnrollmentResponse };
    const refusal = (await response.json().catch(() => null)) as EnrollmentErrorResponse | null;
    const code = refusal?.errorCode ?? `HTTP_${response.status}`;
    const known = KNOWN_REFUSALS[code];
    if (known) return { status: 'refused', code, ...known };
    return { status: 'refused', code, field: refusal?.field ?? null, message: refusal?.message ?? UNREACHABLE };
  } catch {
    return { status: 'refused', code: 'NETWORK_ERROR', field: null, message: UNREACHABLE };
  }
}
