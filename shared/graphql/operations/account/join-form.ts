import { graphql } from '../../generated/gql';

/** The join page's country list: each country's name, the address parts it requires and whether it has a list of states. */
export const JoinCountriesQuery = graphql(`
  query JoinCountries {
    countries {
      code
      name
      requiredAddressParts
      hasStates
    }
  }
`);
