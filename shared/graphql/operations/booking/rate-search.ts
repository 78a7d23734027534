import { graphql } from '../../generated/gql';

/** The rate list: the hotel's header, the stay offered and every room type's rates (spec 7, search products by property). */
export const SearchProductsByPropertyQuery = graphql(`
  query SearchProductsByProperty($input: AvailabilitySearchInput!) {
    searchProductsByProperty(input: $input) {
      property {
        ...HotelHeaderFields
      }
      requested {
        ...AvailabilitySelectionFields
      }
      offered {
        ...AvailabilitySelectionFields
      }
      isExactMatch
      rateModes
      isMember
      currentPointBalance
      rooms {
        roomsLeft
        roomType {
          ...RoomTypeFields
        }
        rates {
          ratePlan {
            ...RatePlanFields
          }
          price {
            ...RatePriceFields
          }
          cancellationPolicy {
            isRefundable
            freeCancellationUntil
          }
        }
      }
    }
  }
`);

/** Where a hotel page's "Check availability" starts (spec 7, default selection). */
export const DefaultSelectionQuery = graphql(`
  query DefaultSelection($propertyId: ID!) {
    defaultSelection(propertyId: $propertyId) {
      ...AvailabilitySelectionFields
    }
  }
`);

/** The availability calendar's month: each day's lowest nightly rate or sold out (spec 7, nightly products). */
export const NightlyProductsQuery = graphql(`
  query NightlyProducts($input: NightlyProductsInput!) {
    nightlyProducts(input: $input) {
      month
      property {
        id
        basicInformation {
          name
          currency
        }
      }
      days {
        date
        isSoldOut
        lowestNightly {
          ...MoneyFields
        }
      }
    }
  }
`);

/** The room-detail modal (spec 7, room details features). */
export const RoomDetailsFeaturesQuery = graphql(`
  query RoomDetailsFeatures($propertyId: ID!, $roomTypeCode: ID!) {
    roomDetails(propertyId: $propertyId, roomTypeCode: $roomTypeCode) {
      ...RoomTypeFields
    }
  }
`);

/** The rate-detail modal (spec 7, rate details). */
export const RateDetailsQuery = graphql(`
  query RateDetails($input: RateDetailsInput!) {
    rateDetails(input: $input) {
      roomType {
        code
        name
      }
      ratePlan {
        ...RatePlanFields
      }
      rulesText {
        descriptions
        localizedDescriptions {
          locale
          translatedText
        }
      }
      cancellationPolicy {
        ...BookingCancellationPolicyFields
      }
      price {
        ...RatePriceFields
      }
      nights {
        ...NightlyRateFields
      }
    }
  }
`);
