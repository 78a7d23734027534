import { graphql } from '../generated/gql';

/** The hotel overview page: name, address and phone of one hotel, by the nickname in its address. */
export const HotelOverviewQuery = graphql(`
  query HotelOverview($seoNickname: String!) {
    propertyBySeoNickname(seoNickname: $seoNickname) {
      id
      seoNickname
      basicInformation {
        name
        brand {
          id
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
