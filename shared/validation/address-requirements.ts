import type { ValidationMessage } from '../i18n/message-ref';
import { normalizeCountryCode, type CountryCode } from './country-code';
import { postalCodeError } from './postal-code';

/**
 * The guest address as the guest-info form and the server hold it (spec 02 section 3's address parts
 * line1 to line3, city, stateProvince, country, postalCode). Parts left out count as empty.
 */
export type GuestAddressInput = {
  country: CountryCode;
  line1?: string;
  line2?: string;
  line3?: string;
  city?: string;
  stateProvince?: string;
  postalCode?: string;
};

/** The parts a country can require; lines 2 and 3 never are. */
export type AddressPart = 'line1' | 'city' | 'stateProvince' | 'postalCode';

/** Each refused part's message, worded by the page (or the API) in its locale. */
export type AddressErrors = Partial<Record<AddressPart, ValidationMessage>>;

/**
 * Spec section 5, required address parts by country. "All fields" for the US and Canada reads as every
 * part that can be required (line 2 and 3 are never required anywhere); "address" is line 1 and "code"
 * the postal code. Any other country requires nothing, so a guest from there may give no address.
 */
const REQUIRED_ADDRESS_PARTS: Readonly<Record<CountryCode, readonly AddressPart[]>> = {
  US: ['line1', 'city', 'stateProvince', 'postalCode'],
  CA: ['line1', 'city', 'stateProvince', 'postalCode'],
  AU: ['line1', 'city'],
  MX: ['line1', 'city'],
  ES: ['line1', 'city'],
  DE: ['line1', 'city'],
  JP: ['line1', 'city'],
  CN: ['city'],
  FR: ['line1', 'city', 'postalCode'],
};

/** The parts `country` requires, in form order, so the form can mark them as required. */
export function requiredAddressParts(country: string | null | undefined): readonly AddressPart[] {
  return REQUIRED_ADDRESS_PARTS[normalizeCountryCode(country)] ?? [];
}

/** Each part's "missing" message; the US says ZIP code and state, as its guests name them. */
function missingPartMessage(part: AddressPart, country: CountryCode): ValidationMessage {
  switch (part) {
    case 'line1':
      return { key: 'validation.address.line1Required' };
    case 'city':
      return { key: 'validation.address.cityRequired' };
    case 'stateProvince':
      return { key: country === 'US' ? 'validation.address.stateRequired' : 'validation.address.provinceOrStateRequired' };
    case 'postalCode':
      return { key: country === 'US' ? 'validation.address.zipCodeRequired' : 'validation.address.postalCodeRequired' };
  }
}

/** A message for each required part that is empty or white space; `{}` when none is missing. */
export function missingAddressPartErrors(address: GuestAddressInput): AddressErrors {
  const country = normalizeCountryCode(address.country);
  const errors: AddressErrors = {};
  for (const part of requiredAddressParts(country)) {
    if (!address[part]?.trim()) errors[part] = missingPartMessage(part, country);
  }
  return errors;
}

/** Every address error the form shows: the missing parts, then a postal code of the wrong shape. */
export function guestAddressErrors(address: GuestAddressInput): AddressErrors {
  const errors = missingAddressPartErrors(address);
  const postalCode = errors.postalCode ? null : postalCodeError(address.postalCode ?? '', address.country);
  return postalCode ? { ...errors, postalCode } : errors;
}
