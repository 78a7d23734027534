import { graphql } from '../../generated/gql';

/** Spec 2 pre-booking acknowledgements for the review page. */
export const BookingAcknowledgementsQuery = graphql(`
  query BookingAcknowledgements($cartId: ID!) {
    bookingAcknowledgements(cartId: $cartId) {
      code
      text
    }
  }
`);

/** Spec 7 "create order": Book now. The answer names the order's rooms; the confirmation page reads the rest. */
export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      isReplay
      order {
        id
        items {
          basicInformation {
            confirmationNumber
          }
        }
      }
    }
  }
`);
