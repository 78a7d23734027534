import type { GraphQlErrorDetail, OverlayEvent } from '../../bridge';
import { pushDataLayer } from '../../shared/telemetry/data-layer';
import { config } from '../config';

/**
 * Page-wide events any script on the host page may listen to: the spec's global graphql-error event,
 * and the data-layer events that analytics forward.
 */
export const pageEventNames = { graphQlError: 'portico:graphql-error', dataLayer: 'portico:data-layer' } as const;

export function raiseGraphQlError(detail: GraphQlErrorDetail) {
  window.dispatchEvent(new CustomEvent(pageEventNames.graphQlError, { detail }));
}

/** Announces a data-layer event on the page and pushes it to the data-layer endpoint (spec: login events). */
export function raiseDataLayerEvent(event: OverlayEvent) {
  window.dispatchEvent(new CustomEvent(pageEventNames.dataLayer, { detail: event }));
  void pushDataLayer({ pageURI: window.location.pathname, localeKey: config.locale, applicationName: 'host' }, event);
}
