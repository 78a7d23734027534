import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { RemoteProxy } from 'penpal';
import type { OverlayApi } from '../protocol';
import type { HostOverlayName } from '../protocol/host-methods';
import type { OverlayTimings } from '../session/lifecycle';
import { createOverlaySession, type LifecycleState, type SessionEvent, type SessionHandlers } from '../session/overlay-session';
import type { NavigationAllowList } from '../session/navigation-allow-list';

const NO_TIMINGS: OverlayTimings = { handshakeMs: null, firstHeightMs: null, interactiveMs: null };

export type OverlayBridgeState =
  | { status: 'connecting' }
  | { status: 'connected'; overlay: RemoteProxy<OverlayApi> }
  | { status: 'failed'; error: Error };

export type UseOverlayBridgeOptions<Name extends HostOverlayName> = {
  iframeRef: RefObject<HTMLIFrameElement | null>;
  overlayOrigin: string;
  /** Which overlay the frame holds: every call it makes is checked against its contract. */
  overlay: Name;
  /** The host's handlers; read at call time, so they may change between renders. */
  handlers: SessionHandlers<Name>;
  /** Where the overlay may send the guest; read at call time too, so a new list (even a new array each render) keeps the session. */
  allowNavigation?: NavigationAllowList;
  timeoutMs?: number;
};

/**
 * The React host's thin hook over the bridge's overlay session (the loader's core too): connects to the
 * overlay in `iframeRef`, and answers the connection, the frame's height, the lifecycle with its timings
 * (for the page's real-user figures). `retry`
 * tears the session down and starts again; pair it with a new iframe (a changed `key`) so the overlay reloads.
 */
export function useOverlayBridge<Name extends HostOverlayName>({ iframeRef, overlayOrigin, overlay, handlers, allowNavigation, timeoutMs }: UseOverlayBridgeOptions<Name>) {
  const [state, setState] = useState<OverlayBridgeState>({ status: 'connecting' });
  const [height, setHeight] = useState<number | null>(null);
  const [lifecycle, setLifecycle] = useState<LifecycleState>('loading');
  const [timings, setTimings] = useState<OverlayTimings>(NO_TIMINGS);
  const [attempt, setAttempt] = useState(0);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const allowNavigationRef = useRef(allowNavigation);
  allowNavigationRef.current = allowNavigation;

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    const onEvent = (event: SessionEvent) => {
      if (event.type === 'connected') setState({ status: 'connected', overlay: event.overlay });
      else if (event.type === 'height') setHeight(event.height);
      else {
        setLifecycle(event.state);
        setTimings(event.timings);
        if (event.state === 'failed') setState({ status: 'failed', error: new Error(event.error?.message ?? 'The overlay failed.') });
      }
    };
    const session = createOverlaySession({
      iframe,
      overlayOrigin,
      overlay,
      handlers: () => handlersRef.current,
      onEvent,
      allowNavigation: () => allowNavigationRef.current,
      timeoutMs,
    });
    return () => session.destroy();
  }, [iframeRef, overlayOrigin, overlay, timeoutMs, attempt]);

  // Back to 'connecting' at once, so the caller renders a fresh iframe for the next attempt to connect to.
  const retry = useCallback(() => {
    setState({ status: 'connecting' });
    setHeight(null);
    setTimings(NO_TIMINGS);
    setAttempt((value) => value + 1);
  }, []);
  return { state, height, lifecycle, timings, attempt, retry };
}
