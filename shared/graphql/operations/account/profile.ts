import { graphql } from '../../generated/gql';

/** The member's standing and communication option (spec 01 §3 account store). */
export const AccountStoreFields = graphql(`
  fragment AccountStoreFields on AccountStore {
    memberNumber
    memberLevel
    givenName
    surname
    currentPointBalance
    totalNights
    suiteNightAwards
    communicationOption {
      marketingEmails
    }
    hasTwoStepVerification
  }
`);

/** Everything the profile page shows: the standing, the profile's name, contacts and address, and the countries an address may be in. */
export const ProfilePageQuery = graphql(`
  query ProfilePage {
    accountStore {
      ...AccountStoreFields
    }
    memberInformation {
      ...MemberInformationFields
    }
    countries {
      ...AddressCountryFields
    }
  }
`);

export const UpdateCommunicationOptionMutation = graphql(`
  mutation UpdateCommunicationOption($input: CommunicationOptionInput!) {
    updateCommunicationOption(input: $input) {
      ...AccountStoreFields
    }
  }
`);
