import { graphql } from '../generated/gql';

/** What the home page shows a signed-in member: their points and their trips to come. */
export const HomeMemberSummaryQuery = graphql(`
  query HomeMemberSummary {
    accountStore {
      currentPointBalance
    }
    trips {
      upcoming {
        ...TripSummaryFields
      }
    }
  }
`);
