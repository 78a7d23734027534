import type { ValidationMessage } from '../../../shared/i18n/message-ref';
import { guestAddressErrors, type AddressErrors } from '../../../shared/validation/address-requirements';
import type { CountryCode } from '../../../shared/validation/country-code';

/** An address as an address form holds it: every part a string, an empty one left out when sent. */
export type AddressValues = { countryCode: string; line1: string; line2: string; city: string; stateProvinceCode: string; postalCode: string };

export const EMPTY_ADDRESS: AddressValues = { countryCode: '', line1: '', line2: '', city: '', stateProvinceCode: '', postalCode: '' };

const orNull = (value: string) => value.trim() || null;

/** The address as the API takes it: trimmed, an empty part as none. */
export const addressInputOf = (address: AddressValues) => ({
  countryCode: address.countryCode,
  line1: orNull(address.line1),
  line2: orNull(address.line2),
  city: orNull(address.city),
  stateProvinceCode: orNull(address.stateProvinceCode),
  postalCode: orNull(address.postalCode),
});

/** The address as a form starts from what the API gave: a part it has not, empty. */
export const addressValuesOf = (address: Partial<Record<keyof AddressValues, string | null>> | null | undefined): AddressValues =>
  Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((part) => [part, address?.[part as keyof AddressValues] ?? ''])) as AddressValues;

/** The address's errors by its country's rules (spec 02 section 5), under the form's names for its parts. */
export function addressFormErrors(address: AddressValues): Partial<Record<keyof AddressValues, ValidationMessage>> {
  if (!address.countryCode) return { countryCode: { key: 'validation.address.countryRequired' } };
  const errors: AddressErrors = guestAddressErrors({
    country: address.countryCode as CountryCode,
    line1: address.line1,
    city: address.city,
    stateProvince: address.stateProvinceCode,
    postalCode: address.postalCode,
  });
  const { stateProvince, ...rest } = errors;
  return { ...rest, ...(stateProvince ? { stateProvinceCode: stateProvince } : {}) };
}
