import type { JoinInput } from '../../../../shared/auth/account-client';
import type { AddressErrors } from '../../../../shared/validation/address-requirements';
import { guestAddressErrors } from '../../../../shared/validation/address-requirements';
import type { CountryCode } from '../../../../shared/validation/country-code';
import { enrollmentCountryError } from '../../../../shared/validation/enrollment-rules';
import type { ValidationMessage } from '../../../../shared/i18n/message-ref';

/** The join form as react-final-form holds it: the request's shape, so a refused field has the same name here. */
export type JoinValues = {
  givenName: string;
  surname: string;
  email: string;
  address: { countryCode: string; line1: string; line2: string; city: string; stateProvinceCode: string; postalCode: string };
  password: string;
  confirmPassword: string;
  consents: string[];
};

export const EMPTY_JOIN_VALUES: JoinValues = {
  givenName: '',
  surname: '',
  email: '',
  address: { countryCode: '', line1: '', line2: '', city: '', stateProvinceCode: '', postalCode: '' },
  password: '',
  confirmPassword: '',
  consents: [],
};

const orNull = (value: string) => value.trim() || null;

/** What the form sends: trimmed, an empty part as none, with the page's locale and where the join came from. */
export function joinRequestOf(values: JoinValues, { locale, clientId, returnTo }: { locale: string; clientId: string | null; returnTo: string | null }): JoinInput {
  const { address } = values;
  return {
    title: null,
    givenName: values.givenName.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    smsNumber: null,
    phone: null,
    address: {
      countryCode: address.countryCode,
      line1: orNull(address.line1),
      line2: orNull(address.line2),
      city: orNull(address.city),
      stateProvinceCode: orNull(address.stateProvinceCode),
      postalCode: orNull(address.postalCode),
    },
    password: values.password,
    consents: values.consents,
    locale,
    clientId,
    returnTo,
  };
}

/** The address's errors by the country's rules (spec 02 section 5), under the form's names for its parts. */
export function joinAddressErrors(address: JoinValues['address']): Partial<Record<keyof JoinValues['address'], ValidationMessage>> {
  if (!address.countryCode) return { countryCode: { key: 'validation.address.countryRequired' } };
  const closed = enrollmentCountryError(address.countryCode);
  if (closed) return { countryCode: closed };
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
