import { graphql } from '../../generated/gql';

/** The online check-in page (spec 7: check-in now, housekeeping): what the form offers the room, and what was chosen. */
export const OnlineCheckInQuery = graphql(`
  query OnlineCheckIn($confirmationNumber: ID!) {
    onlineCheckIn(confirmationNumber: $confirmationNumber) {
      order {
        ...ReservationOrderFields
      }
      room {
        ...ReservationRoomFields
      }
      isOpen
      arrivalTimes
      preferenceGroups {
        categoryCode
        choices {
          code
          description
        }
      }
      housekeeping {
        plan
        code
      }
      chosen {
        arrivalTime
        roomPreferences {
          categoryCode
          code
        }
        housekeepingCode
      }
    }
  }
`);

/** Check in now: the arrival time, room preferences and housekeeping choice of one room. */
export const CheckInOnlineMutation = graphql(`
  mutation CheckInOnline($input: CheckInOnlineInput!) {
    checkInOnline(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
    }
  }
`);
