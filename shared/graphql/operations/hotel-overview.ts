import { graphql } from '../generated/gql';

/** A hotel page's hotel, found by the nickname in its address: what its header and recently-viewed entry show. */
export const HotelOverviewQuery = graphql(`
  query HotelOverview($seoNickname: String!) {
    propertyBySeoNickname(seoNickname: $seoNickname) {
      ...HotelHeaderFields
    }
  }
`);
