import { graphql } from '../../generated/gql';

export const SentMessageFields = graphql(`
  fragment SentMessageFields on SentMessage {
    id
    channel
    recipient
    recipientDisplay
    subject
    body
    sentAt
  }
`);

/**
 * The confirmation page's order (spec 7 order details, reservation summary, stay details, summary of
 * charges): the order fields of the upcoming page plus what only a confirmation shows.
 */
export const OrderConfirmationQuery = graphql(`
  query OrderConfirmation($confirmationNumber: ID!) {
    reservationOrder(confirmationNumber: $confirmationNumber) {
      ...ReservationOrderFields
      items {
        basicInformation {
          confirmationNumber
        }
        stayRequests {
          roomRequestCodes
          comments
          arrivalTime
        }
      }
      bookedAt
      isGuestBooking
      payment {
        card {
          ...OrderCardFields
        }
        paymentMethod {
          ...PaymentMethodFields
        }
      }
      summaryOfCharges {
        nights {
          date
          cash {
            ...ReservationMoneyFields
          }
          points
        }
        roomsSubtotal {
          ...ReservationMoneyFields
        }
        taxesAndFees {
          ...ReservationMoneyFields
        }
        points
        pointsPurchased
        pointsPurchaseCost {
          ...ReservationMoneyFields
        }
        travelInsurance {
          ...ReservationMoneyFields
        }
        cashTotal {
          ...ReservationMoneyFields
        }
        chargedAtBooking {
          ...ReservationMoneyFields
        }
        dueAtHotel {
          ...ReservationMoneyFields
        }
      }
      travelInsurance {
        policyNumber
        provider
        premium {
          ...ReservationMoneyFields
        }
        coveredTripCost {
          ...ReservationMoneyFields
        }
      }
      contact {
        email
        phone
        countryCode
        phoneDisplay
      }
      travelAgency {
        iataNumber
        agencyName
      }
    }
  }
`);

/** Spec 7 "confirmation message": its own call, one of the three the print view waits for (spec 4). */
export const ConfirmationMessageQuery = graphql(`
  query ConfirmationMessage($confirmationNumber: ID!) {
    reservationOrder(confirmationNumber: $confirmationNumber) {
      id
      confirmationMessage {
        heading
        body
      }
    }
  }
`);

/** Spec 7 "notification status": what was written to the outbox for this order (spec 4 print readiness). */
export const NotificationStatusQuery = graphql(`
  query NotificationStatus($confirmationNumber: ID!) {
    reservationOrder(confirmationNumber: $confirmationNumber) {
      id
      sentMessages {
        ...SentMessageFields
      }
    }
  }
`);

/** Spec 7 "share by e-mail" and "share by SMS". */
export const ShareConfirmationMutation = graphql(`
  mutation ShareConfirmation($input: ShareConfirmationInput!) {
    shareConfirmation(input: $input) {
      ...SentMessageFields
    }
  }
`);

/** Spec 7 co-brand credit card, cross-sell and upsell tiles. */
export const ConfirmationOffersQuery = graphql(`
  query ConfirmationOffers($propertyId: ID!) {
    confirmationOffers(propertyId: $propertyId) {
      id
      kind
      heading
      body
      callToAction
      href
      imagePath
    }
  }
`);

/** Spec 7 "travel insurance banner": a quote for a booked order without a policy. */
export const TravelInsuranceOfferQuery = graphql(`
  query TravelInsuranceOffer($confirmationNumber: ID!) {
    travelInsuranceOffer(confirmationNumber: $confirmationNumber) {
      id
      premium {
        ...ReservationMoneyFields
      }
      coveredTripCost {
        ...ReservationMoneyFields
      }
      expiresAt
      provider
      summary
    }
  }
`);

/** Spec 7 "create travel-insurance cart and order". */
export const CreateTravelInsuranceOrderMutation = graphql(`
  mutation CreateTravelInsuranceOrder($input: CreateTravelInsuranceOrderInput!) {
    createTravelInsuranceOrder(input: $input) {
      id
      travelInsurance {
        policyNumber
        provider
        premium {
          ...ReservationMoneyFields
        }
        coveredTripCost {
          ...ReservationMoneyFields
        }
      }
    }
  }
`);

/** Spec 2 saveToMyTrips.mi and joinAndSaveReservation.mi. */
export const SaveReservationToMyTripsMutation = graphql(`
  mutation SaveReservationToMyTrips($confirmationNumber: ID!) {
    saveReservationToMyTrips(confirmationNumber: $confirmationNumber) {
      id
      isGuestBooking
    }
  }
`);
