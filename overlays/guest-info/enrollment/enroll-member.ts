import { enrollMember as enrollWithClient, refusalWords } from '../../../shared/auth/enroll-client';
import type { EnrollmentResponse } from '../../../shared/domain/auth-responses';
import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import { enrollmentNotAvailable } from '../../../shared/validation/enrollment-rules';
import { normalizePhoneNumber } from '../../../shared/validation/phone-number';
import type { Messages } from '../../../shared/i18n/messages';
import { guestOf } from '../form/cart-guest-info-input';
import type { GuestInfoInput } from '../form/guest-info-values';

export type EnrollmentOutcome =
  | { status: 'enrolled'; response: EnrollmentResponse }
  | { status: 'refused'; code: string; field: string | null; message: string };

/** The enrollment refusals that are about a field of this form, in `say`'s locale: the reservation catalogue's words (spec 8 keys), or the page's. */
const knownRefusals = (say: Messages['say']): Readonly<Record<string, { field: string | null; message: string }>> => ({
  [ReservationErrorKey.DuplicateEmail]: { field: 'guest.email', message: say(reservationErrorRef(ReservationErrorKey.DuplicateEmail)) },
  [ReservationErrorKey.DuplicatePhone]: { field: 'guest.phone', message: say(reservationErrorRef(ReservationErrorKey.DuplicatePhone)) },
  [ReservationErrorKey.DuplicateEmailAndPhone]: { field: 'guest.email', message: say(reservationErrorRef(ReservationErrorKey.DuplicateEmailAndPhone)) },
  [ReservationErrorKey.EnrollmentNotAvailable]: { field: 'joinNow', message: say(enrollmentNotAvailable) },
});

/**
 * Inline enrollment with what the form holds, through shared/auth's client (the password travels
 * encrypted, as for sign-in). A refusal is said in `messages`' locale where the page has the words.
 */
export async function enrollMember(cartId: string, values: GuestInfoInput, messages: Messages): Promise<EnrollmentOutcome> {
  const { t, say } = messages;
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
    const { errorCode, field } = result.refusal;
    const known = knownRefusals(say)[errorCode];
    if (known) return { status: 'refused', code: errorCode, ...known };
    return { status: 'refused', code: errorCode, field, message: refusalWords(result.refusal, messages) };
  } catch {
    return { status: 'refused', code: 'NETWORK_ERROR', field: null, message: t('guestInfo.enrollment.unreachable') };
  }
}
