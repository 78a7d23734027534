import { isKnownCountry } from '../../../shared/domain/countries';
import { hasListedStates, statesOf } from '../../../shared/domain/states-provinces';
import { isUserFormTitle } from '../../../shared/domain/user-form-titles';
import { guestAddressErrors, type AddressPart } from '../../../shared/validation/address-requirements';
import { isCountryCodeShape, normalizeCountryCode } from '../../../shared/validation/country-code';
import { guestEmailError, normalizeGuestEmail } from '../../../shared/validation/guest-email';
import { latinNameError, normalizeGuestName } from '../../../shared/validation/latin-name';
import { phoneNumberError, toE164 } from '../../../shared/validation/phone-number';
import { normalizePostalCode } from '../../../shared/validation/postal-code';
import { stripHtmlTags } from '../../../shared/validation/text-patterns';
import { badUserInput } from '../booking-errors';

/** A guest address as it is stored: every text stripped of HTML and trimmed, empty parts null. */
export type GuestAddress = {
  line1: string | null;
  line2: string | null;
  city: string | null;
  stateProvinceCode: string | null;
  countryCode: string;
  postalCode: string | null;
};

export type GuestName = { title: string | null; givenName: string; surname: string };

type AddressInput = { line1?: string | null; line2?: string | null; city?: string | null; stateProvinceCode?: string | null; countryCode: string; postalCode?: string | null };

/**
 * Storage limits of the address parts (migration 0008's checks), not rules of the spec: long enough for
 * any real address, short enough to print on the hotel's registration card.
 */
const MAX_LENGTH = { line1: 100, line2: 100, city: 60, stateProvinceCode: 40, postalCode: 12 } as const;

/** Free text as stored: HTML tags stripped (spec 5), trimmed; null when nothing is left. */
export function cleanText(value: string | null | undefined): string | null {
  const text = stripHtmlTags(value ?? '').trim();
  return text ? text : null;
}

const ADDRESS_FIELD: Record<AddressPart, keyof typeof MAX_LENGTH> = { line1: 'line1', city: 'city', stateProvince: 'stateProvinceCode', postalCode: 'postalCode' };

/** The title, given name and surname of a guest or member; `prefix` is the input path they sit under. */
export function guestNameOf(input: { title?: string | null; givenName: string; surname: string }, prefix: string): GuestName {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const title = cleanText(input.title)?.toUpperCase() ?? null;
  if (title !== null && !isUserFormTitle(title)) throw badUserInput(at('title'), 'Choose a title from the list.');
  const givenName = normalizeGuestName(stripHtmlTags(input.givenName));
  const givenNameError = latinNameError(givenName, 'firstName');
  if (givenNameError) throw badUserInput(at('givenName'), givenNameError);
  const surname = normalizeGuestName(stripHtmlTags(input.surname));
  const surnameError = latinNameError(surname, 'lastName');
  if (surnameError) throw badUserInput(at('surname'), surnameError);
  return { title, givenName, surname };
}

/** The guest's e-mail, checked; `field` is its input path. */
export function guestEmailOf(value: string, field: string): string {
  const email = normalizeGuestEmail(value);
  const error = guestEmailError(email);
  if (error) throw badUserInput(field, error);
  return email;
}

/** The address's country: an assigned alpha-2 code from the countries list. */
export function countryOf(value: string, field: string): string {
  const country = normalizeCountryCode(value);
  if (!isCountryCodeShape(country) || !isKnownCountry(country)) throw badUserInput(field, 'Choose your country from the list.');
  return country;
}

/** An address checked against its country's requirements (spec 5); `prefix` is its input path. */
export function guestAddressOf(input: AddressInput, prefix: string): GuestAddress {
  const countryCode = countryOf(input.countryCode, `${prefix}.countryCode`);
  const address: GuestAddress = {
    line1: cleanText(input.line1),
    line2: cleanText(input.line2),
    city: cleanText(input.city),
    stateProvinceCode: cleanText(input.stateProvinceCode),
    countryCode,
    postalCode: cleanText(input.postalCode),
  };
  if (address.postalCode) address.postalCode = normalizePostalCode(address.postalCode);
  for (const part of Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[]) {
    if ((address[part]?.length ?? 0) > MAX_LENGTH[part]) throw badUserInput(`${prefix}.${part}`, `This part of the address has at most ${MAX_LENGTH[part]} characters.`);
  }
  const errors = guestAddressErrors({
    country: countryCode,
    line1: address.line1 ?? '',
    city: address.city ?? '',
    stateProvince: address.stateProvinceCode ?? '',
    postalCode: address.postalCode ?? '',
  });
  const first = (Object.keys(ADDRESS_FIELD) as AddressPart[]).find((part) => errors[part]);
  if (first) throw badUserInput(`${prefix}.${ADDRESS_FIELD[first]}`, errors[first]!);
  if (address.stateProvinceCode && hasListedStates(countryCode)) {
    const code = address.stateProvinceCode.toUpperCase();
    if (!statesOf(countryCode).some((state) => state.code === code)) throw badUserInput(`${prefix}.stateProvinceCode`, 'Choose your state or province from the list.');
    address.stateProvinceCode = code;
  }
  return address;
}

/**
 * The phone in E.164, read as dialled in `country` unless written with `+` and its own country code;
 * null when none is given. A number that is no valid one is refused, never stored shortened.
 */
export function guestPhoneOf(value: string | null | undefined, country: string, field: string): string | null {
  if (!value?.trim()) return null;
  const error = phoneNumberError(value, country);
  const e164 = error ? null : toE164(value, country);
  if (!e164) throw badUserInput(field, error ?? { key: 'validation.phone.invalid' });
  return e164;
}
