import { graphql } from '../generated/gql';

/** What a trip of the my-trips list shows: hotel, dates, rooms and the first room's confirmation number. */
export const TripSummaryFields = graphql(`
  fragment TripSummaryFields on Order {
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
      basicInformation {
        confirmationNumber
      }
      status
    }
  }
`);

/** The signed-in member's stays in three lists (my trips, /loyalty/findReservationList.mi); null for a visitor. */
export const MyTripsQuery = graphql(`
  query MyTrips {
    trips {
      upcoming {
        ...TripSummaryFields
      }
      past {
        ...TripSummaryFields
      }
      cancelled {
        ...TripSummaryFields
      }
    }
  }
`);
