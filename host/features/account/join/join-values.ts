import type { JoinInput } from '../../../../shared/auth/account-client';
import type { UserPrefilledDataResponse } from '../../../../shared/domain/account-api';
import { enrollmentCountryError } from '../../../../shared/validation/enrollment-rules';
import type { ValidationMessage } from '../../../../shared/i18n/message-ref';
import { addressFormErrors, addressInputOf, addressValuesOf, EMPTY_ADDRESS, type AddressValues } from '../../../components/address/address-values';

/** The join form as react-final-form holds it: the request's shape, so a refused field has the same name here. */
export type JoinValues = {
  givenName: string;
  surname: string;
  email: string;
  address: AddressValues;
  password: string;
  confirmPassword: string;
  consents: string[];
};

export const EMPTY_JOIN_VALUES: JoinValues = {
  givenName: '',
  surname: '',
  email: '',
  address: EMPTY_ADDRESS,
  password: '',
  confirmPassword: '',
  consents: [],
};

/** What the form sends: trimmed, an empty part as none, with the page's locale and where the join came from. */
export function joinRequestOf(values: JoinValues, { locale, clientId, returnTo }: { locale: string; clientId: string | null; returnTo: string | null }): JoinInput {
  return {
    title: null,
    givenName: values.givenName.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    smsNumber: null,
    phone: null,
    address: addressInputOf(values.address),
    password: values.password,
    consents: values.consents,
    locale,
    clientId,
    returnTo,
  };
}

/** The join address's errors: a country whose residents may join, and its address rules. */
export function joinAddressErrors(address: JoinValues['address']): Partial<Record<keyof JoinValues['address'], ValidationMessage>> {
  const closed = address.countryCode ? enrollmentCountryError(address.countryCode) : null;
  return closed ? { countryCode: closed } : addressFormErrors(address);
}

/** The join form started from what the guest gave when booking: the values it holds, the password and consents still to choose. */
export function prefilledJoinValues(prefill: UserPrefilledDataResponse['prefill']): JoinValues {
  if (!prefill) return EMPTY_JOIN_VALUES;
  return { ...EMPTY_JOIN_VALUES, givenName: prefill.givenName, surname: prefill.surname, email: prefill.email, address: addressValuesOf(prefill.address) };
}
