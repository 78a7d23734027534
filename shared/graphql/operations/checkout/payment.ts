import { graphql } from '../../generated/gql';

/** A card as the pages may know it: brand, last four, expiry, name and the vault's token. */
export const CardSummaryFields = graphql(`
  fragment CardSummaryFields on CardSummary {
    token
    brand
    lastFour
    expiryMonth
    expiryYear
    cardholderName
  }
`);

/** The card of a booked order as its pages show it (no token: see OrderCard in checkout.graphql). */
export const OrderCardFields = graphql(`
  fragment OrderCardFields on OrderCard {
    brand
    lastFour
    expiryMonth
    expiryYear
    cardholderName
  }
`);

export const PaymentMethodFields = graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    code
    kind
    dueAtBooking {
      ...MoneyFields
    }
  }
`);

/** The card a cart is paid with, as the review page and the hold bar show it. */
export const CartPaymentFields = graphql(`
  fragment CartPaymentFields on CartPayment {
    card {
      ...CardSummaryFields
    }
    paymentMethod {
      ...PaymentMethodFields
    }
    amountDueNow {
      ...MoneyFields
    }
    amountDueAtHotel {
      ...MoneyFields
    }
    authorizedAt
  }
`);

/** Spec 7 "property and customer payment info" and "payment methods": what the payment form starts from. */
export const PaymentInfoQuery = graphql(`
  query PaymentInfo($cartId: ID!) {
    paymentInfo(cartId: $cartId) {
      cartId
      paymentMethod {
        ...PaymentMethodFields
      }
      amountDueNow {
        ...MoneyFields
      }
      amountDueAtHotel {
        ...MoneyFields
      }
      acceptedCardBrands
      savedCards {
        card {
          ...CardSummaryFields
        }
        savedAt
      }
      canSaveCard
      selectedCard {
        ...CardSummaryFields
      }
    }
    cart(id: $cartId) {
      id
      revisionNumber
      stay {
        checkOutDate
      }
    }
  }
`);

/** Spec 7 "credit card info": pays the cart with a tokenised or saved card. */
export const UpdateCartPaymentMutation = graphql(`
  mutation UpdateCartPayment($input: UpdateCartPaymentInput!) {
    updateCartPayment(input: $input) {
      id
      revisionNumber
      payment {
        ...CartPaymentFields
      }
    }
  }
`);
