import { graphql } from '../generated/gql';

/** The destination type-ahead of the home page's search. */
export const SuggestedPlacesQuery = graphql(`
  query SuggestedPlaces($query: String!, $locale: String) {
    suggestedPlaces(query: $query, locale: $locale) {
      kind
      id
      name
      detail
    }
  }
`);

/** The results list: a destination's hotels with photo, rating, distance and lowest nightly rate for the stay. */
export const HotelSearchQuery = graphql(`
  query HotelSearch($input: HotelSearchInput!) {
    hotelSearch(input: $input) {
      city
      hotels {
        distanceFromCentreKm
        lowestNightly {
          value
          valueDecimalPoint
          currency
        }
        property {
          id
          seoNickname
          basicInformation {
            name
          }
          contactInformation {
            address {
              city
              country {
                code
                description
              }
            }
          }
          reviews {
            stars {
              count
            }
            numberOfReviews {
              count
            }
          }
          media {
            primaryImage {
              url
              alternateDescription
            }
          }
        }
      }
    }
  }
`);

/** What the home page shows a signed-in member: their points and their trips to come. */
export const HomeMemberSummaryQuery = graphql(`
  query HomeMemberSummary {
    accountStore {
      currentPointBalance
    }
    trips {
      upcoming {
        ...TripSummaryFields
      }
    }
  }
`);
