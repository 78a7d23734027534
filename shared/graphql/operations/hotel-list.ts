import { graphql } from '../generated/gql';

/** A hotel as a list shows it: its name leading to its page, its city and country, and its photo. */
export const ListedHotelFields = graphql(`
  fragment ListedHotelFields on Property {
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
`);

/** The chain's hotels: the home page's cities and the availability form's hotel field. */
export const HotelListQuery = graphql(`
  query HotelList {
    properties {
      ...ListedHotelFields
    }
  }
`);
