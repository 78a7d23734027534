import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { RemoteProxy } from 'penpal';
import { connectOverlay } from '../connect-overlay';
import type { HostApi, OverlayApi } from '../protocol';

export type OverlayBridgeState =
  | { status: 'connecting' }
  | { status: 'connected'; overlay: RemoteProxy<OverlayApi> }
  | { status: 'failed'; error: Error };

export type UseOverlayBridgeOptions = {
  iframeRef: RefObject<HTMLIFrameElement | null>;
  overlayOrigin: string;
  /** The host's handlers; read at call time, so they may change between renders. */
  methods: HostApi;
  timeoutMs?: number;
};

/**
 * Connects the host to the overlay in `iframeRef` and reports the handshake's state. `retry` tears
 * the connection down and starts again; pair it with a new iframe (a changed `key`) so the overlay reloads.
 */
export function useOverlayBridge({ iframeRef, overlayOrigin, methods, timeoutMs }: UseOverlayBridgeOptions) {
  const [state, setState] = useState<OverlayBridgeState>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  const methodsRef = useRef(methods);
  methodsRef.current = methods;

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    // Penpal captures the methods object once; these forwarders always reach the latest handlers.
    const forwarders: HostApi = {
      resized: (height) => methodsRef.current.resized(height),
      signInSucceeded: (detail) => methodsRef.current.signInSucceeded(detail),
      graphQlError: (detail) => methodsRef.current.graphQlError(detail),
      reloadParent: () => methodsRef.current.reloadParent(),
      close: () => methodsRef.current.close(),
      navigate: (path) => methodsRef.current.navigate(path),
      emit: (event) => methodsRef.current.emit(event),
    };
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
