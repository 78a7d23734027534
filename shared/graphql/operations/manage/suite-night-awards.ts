import { graphql } from '../../generated/gql';

/** Asks for a Suite Night Award on one room (spec 7: SNA data). */
export const RequestSuiteNightAwardMutation = graphql(`
  mutation RequestSuiteNightAward($input: SuiteNightAwardInput!) {
    requestSuiteNightAward(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
    }
  }
`);

/** Removes a Suite Night Award request still waiting for the hotel. */
export const RemoveSuiteNightAwardMutation = graphql(`
  mutation RemoveSuiteNightAward($input: SuiteNightAwardInput!) {
    removeSuiteNightAward(input: $input) {
      status {
        ...ResponseStatusFields
      }
      order {
        ...ReservationOrderFields
      }
    }
  }
`);
