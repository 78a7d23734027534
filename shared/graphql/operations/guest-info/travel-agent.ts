import { graphql } from '../../generated/gql';

/** Spec 7 "AAA get". */
export const AaaGetQuery = graphql(`
  query AaaGet {
    aaaMembership {
      number
      updatedAt
    }
  }
`);

/** Spec 7 "AAA add". */
export const AaaAddMutation = graphql(`
  mutation AaaAdd($input: AaaNumberInput!) {
    addAaaNumber(input: $input) {
      number
      updatedAt
    }
  }
`);

/** Spec 7 "AAA update". */
export const AaaUpdateMutation = graphql(`
  mutation AaaUpdate($input: AaaNumberInput!) {
    updateAaaNumber(input: $input) {
      number
      updatedAt
    }
  }
`);

/** Spec 7 "AAA validate number". */
export const AaaValidateNumberMutation = graphql(`
  mutation AaaValidateNumber($input: AaaNumberInput!) {
    validateAaaNumber(input: $input) {
      isValid
      message
    }
  }
`);
