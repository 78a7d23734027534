import { graphql } from '../../generated/gql';

/** One rate a booked room could change to, priced against the room as it is (manage.graphql). */
export const ModifyRateOfferFields = graphql(`
  fragment ModifyRateOfferFields on ModifyRateOffer {
    ratePlan {
      ...RatePlanFields
    }
    price {
      ...RatePriceFields
    }
    updatedTotal {
      ...MoneyFields
    }
    cashDifference {
      ...MoneyFields
    }
    pointsDifference
    cancellationPolicy {
      ...BookingCancellationPolicyFields
    }
  }
`);

/**
 * The modify rate list (spec 7: modify order create cart, modifySelectRate): the order and the room as
 * booked (current reservation details), and the rates the room could change to for the stay asked.
 */
export const ModifyRoomProductsQuery = graphql(`
  query ModifyRoomProducts($input: ModifyRoomSearchInput!) {
    modifyRoomProducts(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
      current {
        ...ReservationRoomFields
      }
      requested {
        ...AvailabilitySelectionFields
      }
      rooms {
        roomType {
          ...RoomTypeFields
        }
        roomsLeft
        rates {
          ...ModifyRateOfferFields
        }
      }
    }
  }
`);

/** The confirm-changes modal's Confirm (spec 7: update order, updateReservationChanges). */
export const UpdateReservationMutation = graphql(`
  mutation UpdateReservation($input: UpdateReservationInput!) {
    updateReservation(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
    }
  }
`);
