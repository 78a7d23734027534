import { createGraphQlClient } from '../../shared/graphql/client';
import { config } from './config';
import { raiseGraphQlError } from './page-events';

/** The host's GraphQL client; failures raise the spec's global graphql-error event. */
export const requestGraphQl = createGraphQlClient({
  origin: window.location.origin,
  locale: config.locale,
  requestedBy: 'portico-host',
  onError: raiseGraphQlError,
});
