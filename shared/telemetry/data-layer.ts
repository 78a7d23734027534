import type { BreakpointName } from './breakpoint-name';
import { telemetryApiPaths } from '../domain/paths';

/** The spec's data-layer call allows 22 s before giving up; analytics must never hold a page up. */
export const DATA_LAYER_TIMEOUT_MS = 22_000;

export type DataLayerEvent = { name: string; detail?: Record<string, unknown> };
export type DataLayerContext = {
  pageURI: string;
  localeKey: string;
  applicationName: string;
  siteName?: string;
  /** The page-load call's viewport (spec 02 section 9): its breakpoint name and whether it is held portrait. */
  breakpoint?: BreakpointName;
  orientation?: 'portrait' | 'landscape';
};
export type DataLayerResult = { dataProperties: { key: string; value: string }[]; mvpOfferList: unknown[] };

const EMPTY_RESULT: DataLayerResult = { dataProperties: [], mvpOfferList: [] };

/**
 * Sends the page context, and an event when there is one, to the data-layer endpoint. Failure of any
 * kind gives the empty result (spec section 7): analytics trouble is never the visitor's problem.
 */
export async function pushDataLayer(context: DataLayerContext, event?: DataLayerEvent): Promise<DataLayerResult> {
  try {
    const response = await fetch(telemetryApiPaths.dataLayer, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ context, ...(event ? { event } : {}) }),
      signal: AbortSignal.timeout(DATA_LAYER_TIMEOUT_MS),
      keepalive: true,
    });
    return response.ok ? ((await response.json()) as DataLayerResult) : EMPTY_RESULT;
  } catch {
    return EMPTY_RESULT;
  }
}
