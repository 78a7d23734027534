import { graphql } from '../generated/gql';

/** The signed-in member's saved hotels and the revision an update must quote (null for visitors). */
export const CustomerQuery = graphql(`
  query Customer {
    customer {
      id
      savedProperties {
        id
      }
      revisionToken
    }
  }
`);

/** Replaces the saved hotels; the first status says whether it applied (spec 7). */
export const UpdateCustomerSavedPropertiesMutation = graphql(`
  mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {
    updateCustomerSavedProperties(input: $input) {
      status {
        ...ResponseStatusFields
      }
      savedProperties {
        id
      }
    }
  }
`);

/** The saved-hotels page: each saved hotel with what its card shows. */
export const SavedHotelsQuery = graphql(`
  query SavedHotels {
    customer {
      id
      revisionToken
      savedProperties {
        id
        property {
          ...HotelHeaderFields
        }
      }
    }
  }
`);
