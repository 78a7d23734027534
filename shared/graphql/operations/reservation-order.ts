import { graphql } from '../generated/gql';

/** An amount in minor units (spec 02 section 3, pricing). */
export const ReservationMoneyFields = graphql(`
  fragment ReservationMoneyFields on Money {
    value
    valueDecimalPoint
    currency
  }
`);

/** One room of an order as the upcoming and cancellation pages show it (room overview, stay details, policy). */
export const ReservationRoomFields = graphql(`
  fragment ReservationRoomFields on OrderItem {
    basicInformation {
      confirmationNumber
      checkInDate
      checkOutDate
      nights
      adults
      children
      ratePlan
      isMemberRate
    }
    reservationRevisionNumber
    status
    product {
      ordinal
      inventoryTypeCode
      name
      features
    }
    guestList {
      name {
        title
        givenName
        surname
      }
      isPrimary
    }
    charges {
      averageNightlyRate {
        ...ReservationMoneyFields
      }
      subtotal {
        ...ReservationMoneyFields
      }
      taxesAndFees {
        ...ReservationMoneyFields
      }
      total {
        ...ReservationMoneyFields
      }
    }
    cancellationPolicy {
      isCancellable
      freeCancellationUntil
      lateCancellationCharge {
        ...ReservationMoneyFields
      }
    }
    checkInState
    suiteNightAward
    isModifiable
    suiteNightAwardOffer {
      nightsNeeded
      balance
      cutoff
      hotelTimeZone
      canRequest
      reason
      canRemove
    }
    cancellation {
      cancellationNumber
      cancelledAt
      charge {
        ...ReservationMoneyFields
      }
    }
  }
`);

/** A whole order (spec 7: reservation and order details, cancelled and current reservation details). */
export const ReservationOrderFields = graphql(`
  fragment ReservationOrderFields on Order {
    id
    orderRevisionNumber
    checkInDate
    checkOutDate
    totalPricing {
      ...ReservationMoneyFields
    }
    property {
      id
      seoNickname
      timeZone
      basicInformation {
        name
      }
    }
    items {
      ...ReservationRoomFields
    }
  }
`);

/** The upcoming-reservation and cancellation-confirmation pages: the order holding this confirmation number. */
export const UpcomingReservationQuery = graphql(`
  query UpcomingReservation($confirmationNumber: ID!) {
    reservationOrder(confirmationNumber: $confirmationNumber) {
      ...ReservationOrderFields
      bookerProof {
        sentTo
      }
    }
  }
`);

/**
 * The cancel-room modal's fresh read (spec 7: cancellation policy): the order's current revision, which
 * the cancel must quote, and each room's policy as it stands now.
 */
export const ReservationCancellationPolicyQuery = graphql(`
  query ReservationCancellationPolicy($confirmationNumber: ID!) {
    reservationOrder(confirmationNumber: $confirmationNumber) {
      id
      orderRevisionNumber
      property {
        id
        timeZone
      }
      items {
        basicInformation {
          confirmationNumber
          checkInDate
          checkOutDate
          nights
        }
        status
        product {
          ordinal
          name
        }
        cancellationPolicy {
          isCancellable
          freeCancellationUntil
          lateCancellationCharge {
            ...ReservationMoneyFields
          }
        }
      }
    }
  }
`);

/** Cancels rooms of one order (spec 7: confirmCancelReservation); the first status says what happened. */
export const CancelReservationRoomsMutation = graphql(`
  mutation CancelReservationRooms($input: CancelReservationRoomsInput!) {
    cancelReservationRooms(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
    }
  }
`);

/** The reservation a lookup found, as the lookup overlay's summary form shows it on a page of another site. */
export const FoundReservationQuery = graphql(`
  query FoundReservation($confirmationNumber: ID!) {
    reservationOrder(confirmationNumber: $confirmationNumber) {
      id
      checkInDate
      checkOutDate
      property {
        id
        basicInformation {
          name
        }
      }
      items {
        status
        basicInformation {
          confirmationNumber
          nights
          adults
          children
          ratePlan
        }
        product {
          name
        }
        guestList {
          name {
            givenName
            surname
          }
          isPrimary
        }
      }
    }
  }
`);
