import { graphql } from '../generated/gql';

/** The destination type-ahead of the home page's search. */
export const SuggestedPlacesQuery = graphql(`
  query SuggestedPlaces($query: String!, $locale: String) {
    suggestedPlaces(query: $query, locale: $locale) {
      kind
      id
      name
      detail
    }
  }
`);
