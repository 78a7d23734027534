import type { EnrollmentErrorResponse } from '../../shared/domain/auth-responses';
import { EnrollmentConsentCode, isEnrollmentConsentCode } from '../../shared/domain/enrollment-consents';
import { ReservationErrorKey } from '../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../shared/i18n/refusals-in-english';
import { enrollmentConsentError, enrollmentCountryError, enrollmentPasswordError } from '../../shared/validation/enrollment-rules';
import type { ValidationMessage } from '../../shared/i18n/message-ref';
import { namedProblemOf } from '../../shared/i18n/validation-in-english';
import { enrollmentSmsNumberError, normalizePhoneNumber } from '../../shared/validation/phone-number';
import { countryOf, guestAddressOf, guestEmailOf, guestNameOf, guestPhoneOf, type GuestAddress, type GuestName } from '../booking/guest-info/guest-input';
import type { CredentialKey } from './credential-key';

/** The enrollment form, checked and cleaned: what the new member is made of. */
export type EnrollmentForm = GuestName & {
  email: string;
  phone: string | null;
  smsNumber: string | null;
  address: GuestAddress;
  password: string;
  consents: string[];
};

/** A refusal of the form, as `EnrollmentErrorResponse` carries it, with the HTTP status to answer it with. */
export type EnrollmentProblem = EnrollmentErrorResponse & { status: number };

const BAD = 'BAD_USER_INPUT';
const badInput = (field: string, problem: string | ValidationMessage): EnrollmentProblem =>
  typeof problem === 'string' ? { status: 400, errorCode: BAD, field, message: problem } : { status: 400, errorCode: BAD, field, ...namedProblemOf(problem) };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The phone and address the new member keeps: typed with the enrollment, or those a booking was made with. */
export type EnrollmentContact = { phone: string | null; address: GuestAddress };

/**
 * Checks `POST enrollMember`'s JSON (EnrollmentRequest) with the guest form's rules (the same helpers
 * the guest-info calls use, so a field is judged alike on both) and the enrollment rules of spec 5 and
 * 9, and decrypts the password. Join and save passes `booked`, the contact the order was booked with,
 * which the request does not repeat; its country decides the consents and the SMS rule. A prohibited
 * country is the only answer for its guest (as validateInlineEnrollment says): no other field would let
 * them join.
 */
export function readEnrollmentForm(body: unknown, key: CredentialKey, booked?: EnrollmentContact): EnrollmentForm | EnrollmentProblem {
  if (!isRecord(body)) return badInput('body', 'Send the enrollment as a JSON object.');
  const address = booked ? booked.address : isRecord(body.address) ? body.address : null;
  if (!address || typeof address.countryCode !== 'string') return badInput('address.countryCode', 'Choose your country from the list.');
  const notAvailable = enrollmentCountryError(address.countryCode);
  if (notAvailable) return { status: 403, errorCode: ReservationErrorKey.EnrollmentNotAvailable, field: 'address.countryCode', message: reservationErrorMessage(ReservationErrorKey.EnrollmentNotAvailable) };
  if (typeof body.givenName !== 'string' || typeof body.surname !== 'string' || typeof body.email !== 'string') {
    return badInput('body', 'givenName, surname and email are required strings.');
  }
  const consents = body.consents;
  if (!Array.isArray(consents) || !consents.every((code): code is string => typeof code === 'string' && isEnrollmentConsentCode(code))) {
    return badInput('consents', 'consents lists codes of the join-now options only.');
  }
  try {
    const country = countryOf(address.countryCode, 'address.countryCode');
    const name = guestNameOf({ title: textOrNull(body.title), givenName: body.givenName, surname: body.surname }, '');
    const email = guestEmailOf(body.email, 'email');
    const contact = booked ?? {
      address: guestAddressOf(
        { line1: textOrNull(address.line1), line2: textOrNull(address.line2), city: textOrNull(address.city), stateProvinceCode: textOrNull(address.stateProvinceCode), countryCode: country, postalCode: textOrNull(address.postalCode) },
        'address',
      ),
      phone: guestPhoneOf(textOrNull(body.phone), country, 'phone'),
    };
    const sms = textOrNull(body.smsNumber) ?? '';
    const smsError = enrollmentSmsNumberError(sms, country);
    if (smsError) return badInput('smsNumber', smsError);
    const password = typeof body.encryptedPassword === 'string' ? key.decrypt(body.encryptedPassword) : null;
    if (password === null) return badInput('password', 'encryptedPassword must be encrypted with RSA-OAEP (SHA-256) under the key from encryptionKey/credential.');
    const passwordError = enrollmentPasswordError(password);
    if (passwordError) return badInput('password', passwordError);
    const consentError = enrollmentConsentError(country, consents.includes(EnrollmentConsentCode.ProgrammeTerms));
    if (consentError) return badInput('consents', consentError);
    // Outside the enhanced opt-in countries joining is accepting the terms (spec 9): recorded as given.
    const given = new Set<string>([...consents, EnrollmentConsentCode.ProgrammeTerms]);
    const smsDigits = normalizePhoneNumber(sms);
    return { ...name, email: email.toLowerCase(), phone: contact.phone, smsNumber: smsDigits || null, address: contact.address, password, consents: [...given].sort() };
  } catch (error) {
    // The guest form's checks throw their GraphQL refusal; here it becomes the REST one, same field and words.
    // Read by shape, not instanceof: graphql-yoga's errors may come from another copy of graphql's class.
    // A shared rule's refusal carries its message key too, and the answer passes it on.
    const extensions = (error as { extensions?: { code?: unknown; field?: unknown; messageKey?: unknown; messageParams?: unknown } } | null)?.extensions;
    if (error instanceof Error && extensions?.code === BAD) {
      const named =
        typeof extensions.messageKey === 'string'
          ? { messageKey: extensions.messageKey, ...(isRecord(extensions.messageParams) ? { messageParams: extensions.messageParams as Record<string, string | number> } : {}) }
          : {};
      return { ...badInput(String(extensions.field ?? 'body'), error.message), ...named };
    }
    throw error;
  }
}

export function isEnrollmentProblem<Value extends object>(value: Value | EnrollmentProblem): value is EnrollmentProblem {
  return 'errorCode' in value;
}
