import { graphql } from '../../generated/gql';

/** Spec 7 "travel insurance quote" for the cart's stay. */
export const TravelInsuranceQuoteQuery = graphql(`
  query TravelInsuranceQuote($cartId: ID!) {
    travelInsuranceQuote(cartId: $cartId) {
      id
      premium {
        value
        valueDecimalPoint
        currency
      }
      coveredTripCost {
        value
        valueDecimalPoint
        currency
      }
      expiresAt
      provider
      summary
    }
  }
`);

/** Spec 7 "update insurance cart": adds the quoted policy, or removes it (quoteId null). */
export const UpdateInsuranceCartMutation = graphql(`
  mutation UpdateInsuranceCart($input: UpdateInsuranceCartInput!) {
    updateInsuranceCart(input: $input) {
      id
      revisionNumber
      insurance {
        ...CartInsuranceFields
      }
    }
  }
`);
