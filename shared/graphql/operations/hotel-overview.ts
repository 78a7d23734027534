import { graphql } from '../generated/gql';

/** The hotel overview page: one hotel by the nickname in its address, with what its recently-viewed entry keeps. */
export const HotelOverviewQuery = graphql(`
  query HotelOverview($seoNickname: String!) {
    propertyBySeoNickname(seoNickname: $seoNickname) {
      id
      seoNickname
      basicInformation {
        name
        latitude
        longitude
        brand {
          id
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
        }
      }
      contactInformation {
        address {
          line1
          line2
          line3
          city
          stateProvince {
            code
            description
          }
          country {
            code
            description
          }
          postalCode
        }
        contactNumbers {
          number
          display
          type {
            code
          }
        }
      }
    }
  }
`);
