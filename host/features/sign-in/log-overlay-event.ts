import type { OverlayEvent } from '../../../bridge';

/** The host's data layer: overlay events are raised as a page event any analytics script may listen to. */
export function logOverlayEvent(event: OverlayEvent) {
  window.dispatchEvent(new CustomEvent('portico:data-layer', { detail: event }));
}
