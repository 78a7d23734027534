import { graphql } from '../generated/gql';

/** What every revision-guarded mutation answers first: its code, HTTP status and the words for a refusal. */
export const ResponseStatusFieldsFragment = graphql(`
  fragment ResponseStatusFields on ResponseStatus {
    code
    httpStatus
    messages {
      errors {
        code
        message
      }
    }
  }
`);
