import type { LifecycleState, OverlayTimings } from '../bridge/session/lifecycle';
import type { NavigationAllowList } from '../bridge/session/navigation-allow-list';
import type { OverlayName } from '../shared/domain/overlay-registry';
import type { OverlayRequest, RateRequest } from './overlay-address';

/*
 * The loader's public types: what `window.Portico` takes and gives. They import nothing that needs a
 * package (penpal, valibot), so portico-embed.d.ts stands on its own for embedding teams.
 */

export type { LifecycleState, NavigationAllowList, OverlayName, OverlayRequest, OverlayTimings, RateRequest };

/** Everything the page hears from an overlay, in order. */
export type EmbedEvent =
  /** Where the overlay is in its life, with its timings so far (milliseconds from the frame's creation). */
  | { type: 'lifecycle'; state: LifecycleState; timings: OverlayTimings; protocol: number | null; error?: { code: string; message: string } }
  /** A call the overlay made: its method and what it sent (see the embedding guide for each). */
  | { type: 'message'; method: string; detail: unknown }
  /** Something the loader could not do, by code (ORIGIN_NOT_ALLOWED, OVERLAY_TIMEOUT, …). */
  | { type: 'error'; code: string; message: string };

/** How an overlay ended: its result, closed without one, or failed. */
export type OverlayOutcome =
  | { status: 'completed'; method: string; detail: unknown }
  | { status: 'closed' }
  | { status: 'failed'; code: string; message: string };

export type OpenOptions = OverlayRequest & {
  /** Where to put the overlay (an element or a selector); without it the loader opens a modal dialog. */
  container?: HTMLElement | string;
  /** Called with every EmbedEvent. */
  onEvent?(event: EmbedEvent): void;
  /**
   * Where the overlay may send the guest: origins, or path prefixes on the chain's site. The chain's
   * whole site by default. A navigation elsewhere is refused and reported as an `error` event.
   */
  allowNavigation?: NavigationAllowList;
  /** False to only report an allowed navigation (as a `message` event and the outcome) instead of following it. */
  followNavigation?: boolean;
};

export type OverlayHandle = {
  readonly name: OverlayName;
  /** Where the overlay is in its life now. */
  readonly state: LifecycleState;
  /** Closes the overlay and removes everything the loader added for it; the outcome becomes `closed`. */
  close(): void;
  /** Changes the overlay's locale, variant, return path or client id while it is open. */
  configure(options: Partial<Omit<OverlayRequest, 'cartId' | 'rate'>>): Promise<void>;
  /** Settles once: the overlay's result, `closed`, or `failed`. */
  readonly outcome: Promise<OverlayOutcome>;
  /** Listens for one type of event; returns the function that stops listening. */
  on<Type extends EmbedEvent['type']>(type: Type, listener: (event: Extract<EmbedEvent, { type: Type }>) => void): () => void;
};

/** What `window.Portico` offers. */
export type PorticoApi = {
  /** The bridge protocol this loader speaks. */
  readonly protocol: number;
  /** Opens an overlay; the handle comes back at once, the overlay follows. */
  open(name: OverlayName, options?: OpenOptions): OverlayHandle;
  /** Loads a modal overlay ahead (kept warm for five minutes), so `open` with the same request shows it at once. */
  preload(name: OverlayName, request?: OverlayRequest): void;
  /** Preloads when the pointer rests on `trigger` or it takes focus, as people do before they click; returns the stop function. */
  preloadOnIntent(trigger: Element, name: OverlayName, request?: OverlayRequest): () => void;
};
