import { graphql } from '../../generated/gql';

/** Everything the pre-booking part of a booking page shows of a cart (spec 7, cart price). */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    revisionNumber
    expiresAt
    property {
      ...HotelHeaderFields
    }
    stay {
      ...AvailabilitySelectionFields
    }
    roomType {
      code
      name
      bedding
    }
    ratePlan {
      ...RatePlanFields
    }
    price {
      ...RatePriceFields
    }
    nights {
      ...NightlyRateFields
    }
    cancellationPolicy {
      ...BookingCancellationPolicyFields
    }
    insurance {
      ...CartInsuranceFields
    }
    guestInfo {
      ...CartGuestInfoFields
    }
    payment {
      ...CartPaymentFields
    }
  }
`);

export const CartPriceQuery = graphql(`
  query CartPrice($cartId: ID!) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
`);

export const CancellationPolicyByCartQuery = graphql(`
  query CancellationPolicyByCart($cartId: ID!) {
    cart(id: $cartId) {
      id
      cancellationPolicy {
        ...BookingCancellationPolicyFields
      }
    }
  }
`);

/** Selecting a rate (spec: selectRate, create cart). */
export const CreateCartMutation = graphql(`
  mutation CreateCart($input: CreateCartInput!) {
    createCart(input: $input) {
      ...CartFields
    }
  }
`);

/** Create cart for an overlay that holds a rate a partner page sells: only what the overlay needs to go on with the cart. */
export const StartCartMutation = graphql(`
  mutation StartCart($input: CreateCartInput!) {
    createCart(input: $input) {
      id
      revisionNumber
      expiresAt
    }
  }
`);

export const UpdateCartMutation = graphql(`
  mutation UpdateCart($input: UpdateCartInput!) {
    updateCart(input: $input) {
      ...CartFields
    }
  }
`);

/** The session-timeout modal's "keep my rooms" (spec 7, extend and update cart expiration). */
export const ExtendAndUpdateCartExpirationMutation = graphql(`
  mutation ExtendAndUpdateCartExpiration($input: ExtendCartInput!) {
    extendAndUpdateCartExpiration(input: $input) {
      id
      revisionNumber
      expiresAt
    }
  }
`);
