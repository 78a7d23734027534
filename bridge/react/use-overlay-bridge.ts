import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { RemoteProxy } from 'penpal';
import { connectOverlay } from '../connect-overlay';
import type { AnyHostApi, OverlayApi } from '../protocol';

export type OverlayBridgeState =
  | { status: 'connecting' }
  | { status: 'connected'; overlay: RemoteProxy<OverlayApi> }
  | { status: 'failed'; error: Error };

export type UseOverlayBridgeOptions<Api extends AnyHostApi> = {
  iframeRef: RefObject<HTMLIFrameElement | null>;
  overlayOrigin: string;
  /** The host's handlers; read at call time, so they may change between renders. */
  methods: Api;
  timeoutMs?: number;
};

/**
 * Connects the host to the overlay in `iframeRef` and reports the handshake's state. `retry` tears
 * the connection down and starts again; pair it with a new iframe (a changed `key`) so the overlay reloads.
 */
export function useOverlayBridge<Api extends AnyHostApi>({ iframeRef, overlayOrigin, methods, timeoutMs }: UseOverlayBridgeOptions<Api>) {
  const [state, setState] = useState<OverlayBridgeState>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  const methodsRef = useRef(methods);
  methodsRef.current = methods;

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    // Penpal captures the methods object once; these forwarders, one per method of this overlay's
    // contract, always reach the latest handlers.
    const forwarders = Object.fromEntries(
      Object.keys(methodsRef.current).map((name) => [name, (...args: unknown[]) => forwardTo(methodsRef.current, name)(...args)]),
    ) as Api;
    const connection = connectOverlay({ iframe, overlayOrigin, methods: forwarders, timeoutMs });
    let isCurrent = true;
    connection.overlay.then(
      (overlay) => isCurrent && setState({ status: 'connected', overlay }),
      (error: Error) => isCurrent && setState({ status: 'failed', error }),
    );
    return () => {
      isCurrent = false;
      connection.destroy();
    };
  }, [iframeRef, overlayOrigin, timeoutMs, attempt]);

  // Back to 'connecting' at once, so the caller renders a fresh iframe for the next attempt to connect to.
  const retry = useCallback(() => {
    setState({ status: 'connecting' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, attempt, retry };
}

/** The handler `name` of `methods`, as penpal calls it: with whatever arguments the overlay sent. */
function forwardTo(methods: AnyHostApi, name: string): (...args: unknown[]) => unknown {
  return (methods as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
}
