import { graphql } from '../../generated/gql';

/** E-mails the booking's code to the address it was booked with (docs/security.md, "What a lookup may do"). */
export const SendBookingCodeMutation = graphql(`
  mutation SendBookingCode($input: SendBookingCodeInput!) {
    sendBookingCode(input: $input) {
      sentTo
    }
  }
`);

/** Checks the code; the order comes back as this browser may now see and change it. */
export const VerifyBookingCodeMutation = graphql(`
  mutation VerifyBookingCode($input: VerifyBookingCodeInput!) {
    verifyBookingCode(input: $input) {
      ...ReservationOrderFields
      bookerProof {
        sentTo
      }
    }
  }
`);
