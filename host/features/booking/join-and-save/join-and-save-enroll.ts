import { FORM_ERROR } from 'final-form';
import { enrollMember, refusalWords } from '../../../../shared/auth/enroll-client';
import type { EnrollmentResponse } from '../../../../shared/domain/auth-responses';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { Messages } from '../../../../shared/i18n/messages';
import { enrollmentNotAvailable } from '../../../../shared/validation/enrollment-rules';
import { normalizeGuestEmail } from '../../../../shared/validation/guest-email';
import { normalizeGuestName } from '../../../../shared/validation/latin-name';
import { normalizePhoneNumber } from '../../../../shared/validation/phone-number';

/** The join-and-save form's values. */
export type JoinAndSaveInput = {
  givenName: string;
  surname: string;
  email: string;
  password: string;
  confirmPassword: string;
  smsCountryCode: string;
  smsNumber: string;
  consents: string[];
};

type FormField = Exclude<keyof JoinAndSaveInput, 'confirmPassword' | 'smsCountryCode'>;

/** What joining came to: the new member, or the refusals to show, by form field (FORM_ERROR for the form). */
export type JoinAndSaveOutcome = { status: 'joined'; member: EnrollmentResponse } | { status: 'refused'; code: string; errors: Partial<Record<FormField | typeof FORM_ERROR, string>> };

const FIELDS: readonly FormField[] = ['givenName', 'surname', 'email', 'password', 'smsNumber', 'consents'];
const isFormField = (field: string | null): field is FormField => FIELDS.some((known) => known === field);

/** The refusals about this booking or this form, in `messages`' language: the reservation catalogue's words, the shared rule's, or the page's own. */
const knownRefusals = ({ t, say }: Messages): Readonly<Record<string, { field: FormField | typeof FORM_ERROR; message: string }>> => ({
  [ReservationErrorKey.DuplicateEmail]: { field: 'email', message: say(reservationErrorRef(ReservationErrorKey.DuplicateEmail)) },
  [ReservationErrorKey.DuplicateEmailAndPhone]: { field: 'email', message: say(reservationErrorRef(ReservationErrorKey.DuplicateEmailAndPhone)) },
  // The phone is the booking's, not a field of this form.
  [ReservationErrorKey.DuplicatePhone]: { field: FORM_ERROR, message: say(reservationErrorRef(ReservationErrorKey.DuplicatePhone)) },
  [ReservationErrorKey.EnrollmentNotAvailable]: { field: FORM_ERROR, message: say(enrollmentNotAvailable) },
  [ReservationErrorKey.NotPermitted]: { field: FORM_ERROR, message: t('joinAndSave.refusal.notPermitted') },
  E_ALREADY_CONFIRMED: { field: FORM_ERROR, message: t('joinAndSave.refusal.alreadySaved') },
});

/**
 * Join and save through shared/auth's enrollment client: the form's profile, password and consents for
 * the booking `confirmationNumber` (the server takes the address and phone from the booking itself).
 * Its own refusals, and a field's refusal by a shared rule, are said in `messages`' language.
 */
export async function joinAndSave(confirmationNumber: string, values: JoinAndSaveInput, messages: Messages): Promise<JoinAndSaveOutcome> {
  try {
    const smsNumber = normalizePhoneNumber(values.smsNumber ?? '');
    const result = await enrollMember({
      confirmationNumber,
      title: null,
      givenName: normalizeGuestName(values.givenName ?? ''),
      surname: normalizeGuestName(values.surname ?? ''),
      email: normalizeGuestEmail(values.email ?? ''),
      smsNumber: smsNumber || null,
      password: values.password ?? '',
      consents: values.consents ?? [],
    });
    if (result.ok) return { status: 'joined', member: result.member };
    const { errorCode, field } = result.refusal;
    const known = knownRefusals(messages)[errorCode];
    if (known) return { status: 'refused', code: errorCode, errors: { [known.field]: known.message } };
    return { status: 'refused', code: errorCode, errors: { [isFormField(field) ? field : FORM_ERROR]: refusalWords(result.refusal, messages) } };
  } catch {
    return { status: 'refused', code: 'NETWORK_ERROR', errors: { [FORM_ERROR]: messages.t('joinAndSave.refusal.unreachable') } };
  }
}
