import { graphql } from '../generated/gql';

/** The home page's list of hotels. */
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
            description
          }
        }
      }
    }
  }
`);
