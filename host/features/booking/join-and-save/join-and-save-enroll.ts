import { FORM_ERROR } from 'final-form';
import { enrollMember } from '../../../../shared/auth/enroll-client';
import type { EnrollmentResponse } from '../../../../shared/domain/auth-responses';
import { ReservationErrorKey, reservationErrorMessage } from '../../../../shared/domain/reservation-errors';
import type { Messages } from '../../../../shared/i18n/messages';
import { enrollmentCountryError } from '../../../../shared/validation/enrollment-rules';
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

/** The refusals about this booking or this form, in words: the catalogue's where it has them, else the page's in `t`'s language. */
const knownRefusals = (t: Messages['t']): Readonly<Record<string, { field: FormField | typeof FORM_ERROR; message: string }>> => ({
  [ReservationErrorKey.DuplicateEmail]: { field: 'email', message: reservationErrorMessage(ReservationErrorKey.DuplicateEmail) },
  [ReservationErrorKey.DuplicateEmailAndPhone]: { field: 'email', message: reservationErrorMessage(ReservationErrorKey.DuplicateEmailAndPhone) },
  // The phone is the booking's, not a field of this form.
  [ReservationErrorKey.DuplicatePhone]: { field: FORM_ERROR, message: reservationErrorMessage(ReservationErrorKey.DuplicatePhone) },
  [ReservationErrorKey.EnrollmentNotAvailable]: { field: FORM_ERROR, message: enrollmentCountryError('CU') ?? '' },
  [ReservationErrorKey.NotPermitted]: { field: FORM_ERROR, message: t('joinAndSave.refusal.notPermitted') },
  E_ALREADY_CONFIRMED: { field: FORM_ERROR, message: t('joinAndSave.refusal.alreadySaved') },
});

/**
 * Join and save through shared/auth's enrollment client: the form's profile, password and consents for
 * the booking `confirmationNumber` (the server takes the address and phone from the booking itself).
 * Its own refusals are said in `t`'s language.
 */
export async function joinAndSave(confirmationNumber: string, values: JoinAndSaveInput, t: Messages['t']): Promise<JoinAndSaveOutcome> {
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
    const { errorCode, field, message } = result.refusal;
    const known = knownRefusals(t)[errorCode];
    if (known) return { status: 'refused', code: errorCode, errors: { [known.field]: known.message } };
    return { status: 'refused', code: errorCode, errors: { [isFormField(field) ? field : FORM_ERROR]: message } };
  } catch {
    return { status: 'refused', code: 'NETWORK_ERROR', errors: { [FORM_ERROR]: t('joinAndSave.refusal.unreachable') } };
  }
}
