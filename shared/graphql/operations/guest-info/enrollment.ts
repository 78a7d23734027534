import { graphql } from '../../generated/gql';

/** Spec 7 "join-now options" for the guest's country. */
export const JoinNowOptionsQuery = graphql(`
  query JoinNowOptions($countryCode: ID!) {
    joinNowOptions(countryCode: $countryCode) {
      countryCode
      isEnrollmentAvailable
      requiresExplicitOptIn
      consents {
        code
        label
        isRequired
        isCheckedByDefault
      }
    }
  }
`);

/** Spec 7 "SMS country codes". */
export const SmsCountryCodesQuery = graphql(`
  query SmsCountryCodes {
    smsCountryCodes {
      countryCode
      dialCode
      name
    }
  }
`);
