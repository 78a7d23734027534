import { graphql } from '../../generated/gql';

/** What an address form needs of each country: its name, the address parts it requires and whether it has a list of states. */
export const AddressCountryFields = graphql(`
  fragment AddressCountryFields on Country {
    code
    name
    requiredAddressParts
    hasStates
  }
`);

/** The join page's country list. */
export const JoinCountriesQuery = graphql(`
  query JoinCountries {
    countries {
      ...AddressCountryFields
    }
  }
`);
