import { graphql } from '../../generated/gql';

/** Spec 7 "redemption data": the member's points against the cart's. */
export const RedemptionDataQuery = graphql(`
  query RedemptionData($cartId: ID!) {
    redemptionData(cartId: $cartId) {
      currentPointBalance
      pointsDeducted
      additionalPointsRequired
      pointCost {
        value
        valueDecimalPoint
        currency
      }
      isBuyPoints
      maxPurchasablePoints
      isBuyPointConsent
    }
  }
`);
