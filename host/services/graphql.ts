import { createGraphQlClient } from '../../shared/graphql/client';
import { config } from './config';
import { raiseGraphQlError } from './page-events';

/** The host's GraphQL client; failures raise the spec's global graphql-error event. */
export const requestGraphQl = createGraphQlClient({
  // Rendering on the server there is no window: the same origin, as the server knows it.
  origin: globalThis.window?.location.origin ?? config.hostOrigin,
  locale: config.locale,
  requestedBy: 'portico-host',
  onError: raiseGraphQlError,
});
