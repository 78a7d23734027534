import type { GraphQlErrorDetail, OverlayEvent } from '../../bridge';
import { pushDataLayer } from '../../shared/telemetry/data-layer';
import { config } from './config';

/**
 * Page-wide events any script on the host page may listen to: the spec's global graphql-error event,
 * and the data-layer events that analytics forward.
 */
export const pageEventNames = {
  graphQlError: 'portico:graphql-error',
  dataLayer: 'portico:data-layer',
  /** Spec 7: the hotel-detail show event; the hotel detail dialog opens on it. */
  hotelDetail: 'portico:hotel-detail',
} as const;

export type HotelDetailEventDetail = { id: string; reviewUrl: string; detailUrl: string };

export function raiseHotelDetail(detail: HotelDetailEventDetail) {
  window.dispatchEvent(new CustomEvent(pageEventNames.hotelDetail, { detail }));
}

export function raiseGraphQlError(detail: GraphQlErrorDetail) {
  window.dispatchEvent(new CustomEvent(pageEventNames.graphQlError, { detail }));
}

/** Announces a data-layer event on the page and pushes it to the data-layer endpoint (spec: login events). */
export function raiseDataLayerEvent(event: OverlayEvent) {
  window.dispatchEvent(new CustomEvent(pageEventNames.dataLayer, { detail: event }));
  void pushDataLayer({ pageURI: window.location.pathname, localeKey: config.locale, applicationName: 'host' }, event);
}
