import { graphql } from '../../generated/gql';

export const GuestAddressFields = graphql(`
  fragment GuestAddressFields on GuestAddress {
    line1
    line2
    city
    stateProvinceCode
    countryCode
    postalCode
  }
`);

/** The member's profile as the guest form prefills it (spec 3 guest profile). */
export const MemberInformationFields = graphql(`
  fragment MemberInformationFields on MemberInformation {
    memberNumber
    title
    givenName
    surname
    email
    phone
    address {
      ...GuestAddressFields
    }
    travelAgentProgramme
  }
`);

/** What the guest-info form saved in a cart. */
export const CartGuestInfoFields = graphql(`
  fragment CartGuestInfoFields on CartGuestInfo {
    guest {
      title
      givenName
      surname
      email
      phone
      phoneDisplay
      address {
        ...GuestAddressFields
      }
    }
    roomRequests
    comments
    arrivalTime
    travelAgent {
      iataNumber
      agencyName
    }
    aaaNumber
    isBuyPointConsent
    isLegalConsentAccepted
    isPrivacyPolicyAccepted
    isPrepayConsentAccepted
    updatedAt
  }
`);

export const CartInsuranceFields = graphql(`
  fragment CartInsuranceFields on CartInsurance {
    quoteId
    premium {
      value
      valueDecimalPoint
      currency
    }
    provider
  }
`);

export const CountryFields = graphql(`
  fragment CountryFields on Country {
    code
    name
    requiredAddressParts
    hasStates
  }
`);
