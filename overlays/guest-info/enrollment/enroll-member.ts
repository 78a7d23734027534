import { enrollMember as enrollWithClient } from '../../../shared/auth/enroll-client';
import type { EnrollmentResponse } from '../../../shared/domain/auth-responses';
import { reservationErrorMessage, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { enrollmentCountryError } from '../../../shared/validation/enrollment-rules';
import { normalizePhoneNumber } from '../../../shared/validation/phone-number';
import type { Messages } from '../../../shared/i18n/messages';
import { guestOf } from '../form/cart-guest-info-input';
import type { GuestInfoInput } from '../form/guest-info-values';

export type EnrollmentOutcome =
  | { status: 'enrolled'; response: EnrollmentResponse }
  | { status: 'refused'; code: string; field: string | null; message: string };

/** The enrollment refusals that are about a field of this form, in the catalogue's words (spec 8 keys). */
const KNOWN_REFUSALS: Record<string, { field: string | null; message: string }> = {
  [ReservationErrorKey.DuplicateEmail]: { field: 'guest.email', message: reservationErrorMessage(ReservationErrorKey.DuplicateEmail) },
  [ReservationErrorKey.DuplicatePhone]: { field: 'guest.phone', message: reservationErrorMessage(ReservationErrorKey.DuplicatePhone) },
  [ReservationErrorKey.DuplicateEmailAndPhone]: { field: 'guest.email', message: reservationErrorMessage(ReservationErrorKey.DuplicateEmailAndPhone) },
  [ReservationErrorKey.EnrollmentNotAvailable]: { field: 'joinNow', message: enrollmentCountryError('CU') ?? '' },
};

/** Inline enrollment with what the form holds, through shared/auth's client (the password travels encrypted, as for sign-in). */
export async function enrollMember(cartId: string, values: GuestInfoInput, t: Messages['t']): Promise<EnrollmentOutcome> {
  try {
    const smsNumber = normalizePhoneNumber(values.enrollment.smsNumber);
    const result = await enrollWithClient({
      cartId,
      ...guestOf(values),
      smsNumber: smsNumber || null,
      password: values.enrollment.password,
      consents: values.enrollment.consents,
    });
    if (result.ok) return { status: 'enrolled', response: result.member };
    const { errorCode, field, message } = result.refusal;
    const known = KNOWN_REFUSALS[errorCode];
    if (known) return { status: 'refused', code: errorCode, ...known };
    return { status: 'refused', code: errorCode, field, message };
  } catch {
    return { status: 'refused', code: 'NETWORK_ERROR', field: null, message: t('guestInfo.enrollment.unreachable') };
  }
}
