import { graphql } from '../generated/gql';

/** The chain's hotels: the home page's cities and the availability form's hotel field. */
export const HotelListQuery = graphql(`
  query HotelList {
    properties {
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
      media {
        primaryImage {
          url
          alternateDescription
        }
      }
    }
  }
`);
