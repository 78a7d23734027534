import type { RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode, errorForPeer } from '../bridge-error';
import { connectOverlay, DEFAULT_HANDSHAKE_TIMEOUT_MS, type OverlayConnection } from '../connect-overlay';
import type { HostContractOf, HostOverlayName } from '../protocol/host-methods';
import { consoleBridgeLog, type BridgeLog } from '../protocol/bridge-log';
import { CAPABILITIES, type Agreement } from '../protocol/version';
import type { MethodsOf, OverlayApi } from '../protocol';
import { frameHeightFor } from '../report-height';
import { createHeightGuard } from './height-guard';
import { DEFAULT_HEARTBEAT, startHeartbeat, type HeartbeatOptions } from './heartbeat';
import type { LifecycleState, OverlayTimings } from './lifecycle';
import { allowedNavigation, SAME_SITE_PATHS, type NavigationAllowList } from './navigation-allow-list';

export type { LifecycleState, OverlayTimings };

export type SessionEvent =
  | { type: 'lifecycle'; state: LifecycleState; timings: OverlayTimings; agreement: Agreement | null; error?: { code: string; message: string } }
  /** The bridge is (again) connected: configure the overlay now, before it reports its first height. */
  | { type: 'connected'; overlay: RemoteProxy<OverlayApi>; agreement: Agreement }
  /** The frame's height to set: the content height plus the spec's 20 px. */
  | { type: 'height'; height: number };

/** The host's own handlers: the session itself answers `resized` and `interactive`, and judges `navigate` first. */
export type SessionHandlers<Name extends HostOverlayName> = Partial<Omit<MethodsOf<HostContractOf<Name>>, 'resized' | 'interactive'>>;

export type OverlaySessionOptions<Name extends HostOverlayName> = {
  iframe: HTMLIFrameElement;
  overlayOrigin: string;
  /** Which overlay the frame holds: its contract checks every call it makes. */
  overlay: Name;
  /** Read at each call, so they may change between calls. */
  handlers: () => SessionHandlers<Name>;
  onEvent(event: SessionEvent): void;
  /** Where `navigate` may lead (see NavigationAllowList); the page's own paths by default. */
  allowNavigation?: NavigationAllowList | (() => NavigationAllowList | undefined);
  /** What an overlay's path is read against: this page by default; the chain's site for an embedding page. */
  navigationBase?: string | (() => string);
  /** False to never ping (tests of a frozen overlay do not want it either). */
  heartbeat?: HeartbeatOptions | false;
  timeoutMs?: number;
  log?: BridgeLog;
  now?: () => number;
};

export type OverlaySession = {
  state(): LifecycleState;
  timings(): OverlayTimings;
  /** The connected overlay's methods; null until connected, and while reconnecting. */
  overlay(): RemoteProxy<OverlayApi> | null;
  /** Tears everything down: connection, listeners, timers. The frame itself belongs to the caller. */
  destroy(): void;
};

/**
 * The one implementation of an overlay's life on the host side, under both our React host (a thin
 * hook) and the plain-script loader: connects the bridge to `iframe` (whose `src` the caller sets),
 * checks every call, follows heights through the height guard, judges navigation, reports the
 * lifecycle with its timings, and brings back an overlay that reloaded or stopped answering.
 */
export function createOverlaySession<Name extends HostOverlayName>(options: OverlaySessionOptions<Name>): OverlaySession {
  const { iframe, onEvent, now = () => performance.now(), log = consoleBridgeLog } = options;
  const heartbeat = options.heartbeat ?? DEFAULT_HEARTBEAT;
  const startedAt = now();
  const since = () => Math.round(now() - startedAt);
  const timings: OverlayTimings = { handshakeMs: null, firstHeightMs: null, interactiveMs: null };
  const heights = createHeightGuard({ log, now });
  let state: LifecycleState = 'loading';
  let agreement: Agreement | null = null;
  let overlay: RemoteProxy<OverlayApi> | null = null;
  let connection: OverlayConnection | null = null;
  let stopHeartbeat = () => {};
  let hasLoaded = false;
  let isRecovering = false;
  /** The session reloaded the frame itself and is already connecting to the page that load brings. */
  let isReloading = false;

  const moveTo = (next: LifecycleState, error?: BridgeError) => {
    if (state === next || state === 'closed') return;
    state = next;
    if (next === 'failed' && error) log('the overlay failed', { code: error.code, reason: error.message });
    onEvent({ type: 'lifecycle', state, timings: { ...timings }, agreement, ...(error ? { error: { code: error.code, message: error.message } } : {}) });
  };

  const plumbing = {
    resized(contentHeight: number) {
      const height = heights.accept(contentHeight);
      if (height === null) return;
      onEvent({ type: 'height', height: frameHeightFor(height) });
      if (timings.firstHeightMs === null) timings.firstHeightMs = since();
      // Before the hello is answered it is not known yet whether the overlay will send its interactive notice.
      if (agreement && !agreement.capabilities.includes(CAPABILITIES.interactiveNotice) && timings.interactiveMs === null) timings.interactiveMs = since();
      if (overlay && state !== 'ready' && !isRecovering) moveTo('ready');
    },
    interactive() {
      if (timings.interactiveMs !== null) return;
      timings.interactiveMs = since();
      // Shown before it said so: `ready` is told again, now with every timing, for real-user figures.
      if (state === 'ready') onEvent({ type: 'lifecycle', state, timings: { ...timings }, agreement });
    },
    navigate(target: string) {
      const allowList = typeof options.allowNavigation === 'function' ? options.allowNavigation() : options.allowNavigation;
      const url = allowedNavigation(target, allowList ?? SAME_SITE_PATHS, (typeof options.navigationBase === 'function' ? options.navigationBase() : options.navigationBase) ?? window.location.href);
      if (!url) {
        log('refused a navigation the page does not allow', { target });
        throw errorForPeer(BridgeErrorCode.NavigationRefused, 'This page does not allow going there.');
      }
      const navigate = options.handlers().navigate as ((path: string) => void) | undefined;
      navigate?.(target);
    },
  };

  const connect = () => {
    connection?.destroy();
    stopHeartbeat();
    overlay = null;
    const current = connectOverlay({
      iframe,
      overlayOrigin: options.overlayOrigin,
      overlay: options.overlay,
      methods: () => ({ ...options.handlers(), ...plumbing }) as Partial<MethodsOf<HostContractOf<Name>>>,
      timeoutMs: options.timeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS,
      log,
    });
    connection = current;
    current.connected.then(
      (connected) => {
        if (connection !== current || state === 'closed') return;
        overlay = connected.overlay;
        agreement = connected.agreement;
        if (timings.handshakeMs === null) timings.handshakeMs = since();
        isRecovering = false;
        // A height that arrived during the hello: without the notice, that was the moment it became interactive.
        if (!agreement.capabilities.includes(CAPABILITIES.interactiveNotice) && timings.interactiveMs === null) timings.interactiveMs = timings.firstHeightMs;
        onEvent({ type: 'connected', overlay: connected.overlay, agreement: connected.agreement });
        // The frame already had its height before a reconnection: ready again at once.
        if (timings.firstHeightMs !== null) moveTo('ready');
        else if (state === 'loading') moveTo('handshaking');
        if (heartbeat && agreement.capabilities.includes(CAPABILITIES.heartbeat)) {
          stopHeartbeat = startHeartbeat(connected.overlay, heartbeat, {
            onMissed: () => moveTo('degraded'),
            onAnswered: () => moveTo('ready'),
            onLost: () => recover(new BridgeError(BridgeErrorCode.OverlayLost, 'The overlay stopped answering.'), { reload: true }),
          });
        }
      },
      (error: BridgeError) => {
        if (connection !== current || state === 'closed') return;
        moveTo('failed', isRecovering ? new BridgeError(BridgeErrorCode.OverlayLost, `The overlay could not be brought back: ${error.message}`) : error);
      },
    );
  };

  /** Reconnects to the overlay, loading its page again first when it stopped answering. */
  const recover = (reason: BridgeError, { reload }: { reload: boolean }) => {
    if (state === 'closed' || state === 'failed') return;
    isRecovering = true;
    moveTo('degraded', reason);
    if (reload) {
      isReloading = true;
      iframe.src = iframe.src;
    }
    connect();
  };

  // A second load is the overlay's page loading again (it reloaded, or navigated away): its bridge is new.
  const onLoad = () => {
    // The first load, or the one the session's own reload brings: the bridge is already connecting to that page.
    if (!hasLoaded || isReloading) {
      hasLoaded = true;
      isReloading = false;
      if (state === 'loading') moveTo('handshaking');
      return;
    }
    recover(new BridgeError(BridgeErrorCode.Destroyed, 'The overlay loaded again.'), { reload: false });
  };
  iframe.addEventListener('load', onLoad);
  onEvent({ type: 'lifecycle', state, timings: { ...timings }, agreement });
  connect();

  return {
    state: () => state,
    timings: () => ({ ...timings }),
    overlay: () => overlay,
    destroy() {
      iframe.removeEventListener('load', onLoad);
      stopHeartbeat();
      connection?.destroy();
      connection = null;
      overlay = null;
      moveTo('closed');
    },
  };
}
