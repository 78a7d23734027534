import { graphql } from '../../generated/gql';

/** One way of paying an upgrade, as the upgrade page shows it. */
export const UpgradePriceFields = graphql(`
  fragment UpgradePriceFields on UpgradePrice {
    payment
    updatedTotal {
      ...MoneyFields
    }
    cashDifference {
      ...MoneyFields
    }
    points
    cancellationPolicy {
      ...BookingCancellationPolicyFields
    }
  }
`);

/** The upgrade reservation page (spec 7: room upgrade data): the room, and the better rooms it could have. */
export const RoomUpgradeOffersQuery = graphql(`
  query RoomUpgradeOffers($confirmationNumber: ID!) {
    roomUpgradeOffers(confirmationNumber: $confirmationNumber) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
      current {
        ...ReservationRoomFields
      }
      pointsBalance
      offers {
        roomType {
          ...RoomTypeFields
        }
        roomsLeft
        cash {
          ...UpgradePriceFields
        }
        pointsPlusCash {
          ...UpgradePriceFields
        }
      }
    }
  }
`);

/** Accepts an upgrade offer, paid as chosen. */
export const UpgradeRoomMutation = graphql(`
  mutation UpgradeRoom($input: UpgradeRoomInput!) {
    upgradeRoom(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
    }
  }
`);
