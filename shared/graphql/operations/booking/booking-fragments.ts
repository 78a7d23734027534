import { graphql } from '../../generated/gql';

/** A room type as the room card and the room-detail modal show it. */
export const RoomTypeFields = graphql(`
  fragment RoomTypeFields on RoomType {
    code
    name
    description
    bedding
    sizeSquareMeters
    maxOccupancy
    features {
      code
      categoryCode
      description
    }
    images {
      alt
      mobile
      tablet
      desktop
    }
  }
`);

export const RatePlanFields = graphql(`
  fragment RatePlanFields on RatePlan {
    code
    name
    mode
    isMemberRate
    isPrepaidNonRefundable
  }
`);

/** A price in every form the rate cards, the taxes toggle and the pre-booking summary print. */
export const RatePriceFields = graphql(`
  fragment RatePriceFields on RatePrice {
    cash {
      averageNightly {
        ...MoneyFields
      }
      averageNightlyWithTaxes {
        ...MoneyFields
      }
      wasAverageNightly {
        ...MoneyFields
      }
      wasAverageNightlyWithTaxes {
        ...MoneyFields
      }
      subtotal {
        ...MoneyFields
      }
      taxesAndFees {
        ...MoneyFields
      }
      total {
        ...MoneyFields
      }
    }
    points {
      perNight
      total
    }
  }
`);

export const MoneyFields = graphql(`
  fragment MoneyFields on Money {
    value
    valueDecimalPoint
    currency
  }
`);

export const AvailabilitySelectionFields = graphql(`
  fragment AvailabilitySelectionFields on AvailabilitySelection {
    propertyId
    checkInDate
    checkOutDate
    lengthOfStay
    numRooms
    numAdultsPerRoom
    numChildrenPerRoom
    rewardsRedemption
  }
`);

export const BookingCancellationPolicyFields = graphql(`
  fragment BookingCancellationPolicyFields on BookingCancellationPolicy {
    isRefundable
    freeCancellationUntil
    lateCancellationCharge {
      ...MoneyFields
    }
    description
  }
`);

export const NightlyRateFields = graphql(`
  fragment NightlyRateFields on NightlyRate {
    date
    cash {
      ...MoneyFields
    }
    points
  }
`);
