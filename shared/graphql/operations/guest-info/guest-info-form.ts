import { graphql } from '../../generated/gql';

/**
 * Everything the guest-info overlay needs to draw its form, in one round trip: the cart (its revision,
 * rate and what was saved), the member's profile (null for a visitor), the countries, the titles, the
 * hotel's room requests and whether the rate needs the pre-pay consent.
 */
export const GuestInfoFormQuery = graphql(`
  query GuestInfoForm($cartId: ID!) {
    cart(id: $cartId) {
      id
      revisionNumber
      expiresAt
      stay {
        checkInDate
        checkOutDate
      }
      ratePlan {
        code
        mode
        isMemberRate
      }
      guestInfo {
        ...CartGuestInfoFields
      }
      insurance {
        ...CartInsuranceFields
      }
    }
    memberInformation {
      ...MemberInformationFields
    }
    countries {
      ...CountryFields
    }
    userFormTitles {
      code
      label
    }
    roomRequests(cartId: $cartId) {
      code
      label
    }
    prepayConsent(cartId: $cartId) {
      isRequired
      text
    }
  }
`);

/** Spec 7 "state lookup". */
export const StateLookupQuery = graphql(`
  query StateLookup($countryCode: ID!) {
    states(countryCode: $countryCode) {
      code
      name
    }
  }
`);

/** Spec 7 "update cart": the whole form, saved in the cart. */
export const UpdateCartGuestInfoMutation = graphql(`
  mutation UpdateCartGuestInfo($input: UpdateCartGuestInfoInput!) {
    updateCartGuestInfo(input: $input) {
      id
      revisionNumber
      expiresAt
      guestInfo {
        ...CartGuestInfoFields
      }
    }
  }
`);

/** Spec 7 "update member information": phone and address, in the profile. */
export const UpdateMemberInformationMutation = graphql(`
  mutation UpdateMemberInformation($input: UpdateMemberInformationInput!) {
    updateMemberInformation(input: $input) {
      ...MemberInformationFields
    }
  }
`);

/** Spec 7 "update user information": title and name, in the profile. */
export const UpdateUserInformationMutation = graphql(`
  mutation UpdateUserInformation($input: UpdateUserInformationInput!) {
    updateUserInformation(input: $input) {
      ...MemberInformationFields
    }
  }
`);
