import { COUNTRY_DIAL_CODES } from '../../../shared/domain/countries';
import { enrollmentConsentsFor } from '../../../shared/domain/enrollment-consents';
import { hasListedStates, statesOf } from '../../../shared/domain/states-provinces';
import { userFormTitlesFor } from '../../../shared/domain/user-form-titles';
import { requiredAddressParts, type AddressPart } from '../../../shared/validation/address-requirements';
import { isEnrollmentProhibited, needsExplicitOptIn } from '../../../shared/validation/enrollment-rules';
import { AddressPart as AddressPartEnum, type QueryResolvers } from '../../graphql/generated/resolvers-types';
import { firstAcceptedLocale } from '../../http/accept-language';
import { countryOf } from './guest-input';

const ADDRESS_PART: Record<AddressPart, AddressPartEnum> = {
  line1: AddressPartEnum.Line1,
  city: AddressPartEnum.City,
  stateProvince: AddressPartEnum.StateProvince,
  postalCode: AddressPartEnum.PostalCode,
};

/** Country names in `locale`, English when the locale is not one Intl knows. */
function regionNames(locale: string | null): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale ?? 'en-US', 'en-US'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en-US'], { type: 'region' });
  }
}

function countryEntries(acceptLanguage: string | null) {
  const locale = firstAcceptedLocale(acceptLanguage ?? undefined);
  const names = regionNames(locale);
  const collator = new Intl.Collator(locale ?? 'en-US');
  return COUNTRY_DIAL_CODES.map((entry) => ({ ...entry, name: names.of(entry.countryCode) ?? entry.countryCode })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The lookups of spec 7 that need no cart: countries, states, titles, SMS codes and join-now options. */
export const lookupQueries: Pick<QueryResolvers, 'countries' | 'states' | 'userFormTitles' | 'smsCountryCodes' | 'joinNowOptions'> = {
  countries: (_parent, _args, { acceptLanguage }) =>
    countryEntries(acceptLanguage).map(({ countryCode, name }) => ({
      code: countryCode,
      name,
      requiredAddressParts: requiredAddressParts(countryCode).map((part) => ADDRESS_PART[part]),
      hasStates: hasListedStates(countryCode),
    })),
  states: (_parent, { countryCode }) => statesOf(countryOf(countryCode, 'countryCode')).map(({ code, name }) => ({ code, name })),
  userFormTitles: (_parent, _args, { acceptLanguage }) => userFormTitlesFor(firstAcceptedLocale(acceptLanguage ?? undefined)),
  smsCountryCodes: (_parent, _args, { acceptLanguage }) => countryEntries(acceptLanguage),
  joinNowOptions: (_parent, { countryCode }) => {
    const country = countryOf(countryCode, 'countryCode');
    const isEnrollmentAvailable = !isEnrollmentProhibited(country);
    return {
      countryCode: country,
      isEnrollmentAvailable,
      requiresExplicitOptIn: needsExplicitOptIn(country),
      consents: isEnrollmentAvailable ? enrollmentConsentsFor(country) : [],
    };
  },
};
