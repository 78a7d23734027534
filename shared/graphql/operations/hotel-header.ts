import { graphql } from '../generated/gql';

/** What the hotel header, the property bar and the hotel pages' top show of a hotel (spec 3, hotel header data). */
export const HotelHeaderFields = graphql(`
  fragment HotelHeaderFields on Property {
    id
    seoNickname
    timeZone
    basicInformation {
      name
      latitude
      longitude
      currency
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
      hotelLogo {
        alternateDescription
        imageSrc
      }
    }
  }
`);

/** The hotel header and property bar (spec 3, hotel header data; spec 7, hotel header query). */
export const HotelHeaderQuery = graphql(`
  query HotelHeader($propertyId: ID!) {
    property(id: $propertyId) {
      ...HotelHeaderFields
    }
  }
`);

/** Everything the hotel detail dialog and hotel pages show beyond the header. */
export const HotelDetailsQuery = graphql(`
  query HotelDetails($propertyId: ID!) {
    property(id: $propertyId) {
      id
      description
      media {
        photos {
          url
          alternateDescription
        }
      }
      amenities {
        name
      }
      details {
        checkInTime
        checkOutTime
        roomCount
        petPolicy
        parking
      }
      alerts {
        id
        message
        startsOn
        endsOn
      }
    }
  }
`);

/** The hotel review page's list. */
export const HotelGuestReviewsQuery = graphql(`
  query HotelGuestReviews($propertyId: ID!, $first: Int!) {
    property(id: $propertyId) {
      id
      guestReviews(first: $first) {
        id
        author
        rating
        title
        text
        stayedOn
      }
    }
  }
`);
