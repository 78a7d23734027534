import type { GraphQlErrorDetail, OverlayEvent, OverlayTimings } from '../../bridge';
import { pushDataLayer, type DataLayerEvent } from '../../shared/telemetry/data-layer';
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
  /**
   * Spec 4: the travel-insurance deep link, detail {@link TravelInsuranceDeepLinkDetail}.
   * Purpose: says a travel-insurance offer may be made for the booking the confirmation page shows.
   * Triggers: the confirmation's insurance mini card, once its quote call answers a quote; an embedding
   * page or a tester may raise it as well.
   * Actions: the confirmation's travel-insurance banner, hidden until then, replaces the mini card.
   */
  travelInsuranceDeepLink: 'portico:travel-insurance-deep-link',
} as const;

/** Where the insurance offer's terms are read: a same-site path, or an https address of the insurer. */
export type TravelInsuranceDeepLinkDetail = { href: string };

export function raiseTravelInsuranceDeepLink(detail: TravelInsuranceDeepLinkDetail) {
  window.dispatchEvent(new CustomEvent(pageEventNames.travelInsuranceDeepLink, { detail }));
}

/**
 * The detail of a travel-insurance deep-link event, or null when it has not that shape: any script on
 * the page may raise the event, so its detail is read as untrusted.
 */
export function travelInsuranceDeepLinkOf(event: Event): TravelInsuranceDeepLinkDetail | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  if (typeof detail !== 'object' || detail === null) return null;
  const { href } = detail as { href?: unknown };
  return typeof href === 'string' ? { href } : null;
}

export type HotelDetailEventDetail = { id: string; reviewUrl: string; detailUrl: string };

export function raiseHotelDetail(detail: HotelDetailEventDetail) {
  window.dispatchEvent(new CustomEvent(pageEventNames.hotelDetail, { detail }));
}

export function raiseGraphQlError(detail: GraphQlErrorDetail) {
  // A page read on the server fails with no window to tell; the browser reads it again and tells then.
  globalThis.window?.dispatchEvent(new CustomEvent(pageEventNames.graphQlError, { detail }));
}

/** Announces a data-layer event on the page and pushes it to the data-layer endpoint (spec: login events). */
export function raiseDataLayerEvent(event: OverlayEvent | DataLayerEvent) {
  window.dispatchEvent(new CustomEvent(pageEventNames.dataLayer, { detail: event }));
  void pushDataLayer({ pageURI: window.location.pathname, localeKey: config.locale, applicationName: 'host' }, event);
}

/** The data-layer event of an overlay's lifecycle timings, one per frame the host opens. */
const OVERLAY_TIMINGS_EVENT = 'overlayTimings';

/**
 * An overlay's lifecycle timings (handshake, first height, interactive; milliseconds from the frame's
 * creation) to the data layer, for the chain's own real-user figures: what the embed loader gives
 * embedding teams in its `ready` event. `attempt` counts the frames before this one (a Try again).
 */
export function raiseOverlayTimings(overlay: string, timings: OverlayTimings, attempt: number) {
  raiseDataLayerEvent({ name: OVERLAY_TIMINGS_EVENT, detail: { overlay, ...timings, attempt } });
}
