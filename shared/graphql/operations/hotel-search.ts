import { graphql } from '../generated/gql';

/** The results list: a destination's hotels with photo, rating, distance and lowest nightly rate for the stay. */
export const HotelSearchQuery = graphql(`
  query HotelSearch($input: HotelSearchInput!) {
    hotelSearch(input: $input) {
      city
      hotels {
        distanceFromCentreKm
        lowestNightly {
          ...MoneyFields
        }
        property {
          ...ListedHotelFields
          reviews {
            stars {
              count
            }
            numberOfReviews {
              count
            }
          }
        }
      }
    }
  }
`);
