import type { QueryResolvers } from '../graphql/generated/resolvers-types';
import { hotelSearch } from './hotel-search';
import { suggestedPlaces } from './suggested-places';

/** The queries of search.graphql: the destination type-ahead and the results list. */
export const searchQuery: Pick<QueryResolvers, 'suggestedPlaces' | 'hotelSearch'> = {
  suggestedPlaces: (_parent, { query, locale }, context) => suggestedPlaces(query, locale, context),
  hotelSearch: (_parent, { input }, context) => hotelSearch(input, context),
};
