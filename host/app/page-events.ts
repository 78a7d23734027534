import type { GraphQlErrorDetail, OverlayEvent } from '../../bridge';

/**
 * Page-wide events any script on the host page may listen to: the spec's global graphql-error event,
 * and the data-layer events that analytics forward.
 */
export const pageEventNames = { graphQlError: 'portico:graphql-error', dataLayer: 'portico:data-layer' } as const;

export function raiseGraphQlError(detail: GraphQlErrorDetail) {
  window.dispatchEvent(new CustomEvent(pageEventNames.graphQlError, { detail }));
}

export function raiseDataLayerEvent(event: OverlayEvent) {
  window.dispatchEvent(new CustomEvent(pageEventNames.dataLayer, { detail: event }));
}
