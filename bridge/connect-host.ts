import { connect, WindowMessenger, type RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode } from './bridge-error';
import { watchIgnoredMessages, type IgnoredMessageLog } from './origin-guard';
import type { AnyHostApi, OverlayApi } from './protocol';
import { DEFAULT_HANDSHAKE_TIMEOUT_MS } from './connect-overlay';

export type ConnectHostOptions = {
  /** Host origins this overlay may talk to; the same list the server puts in `frame-ancestors`. */
  allowedHostOrigins: readonly string[];
  methods: OverlayApi;
  timeoutMs?: number;
  log?: IgnoredMessageLog;
};

/** `Api` is the contract of this overlay's host (e.g. SignInHostApi). */
export type HostConnection<Api extends AnyHostApi> = {
  host: Promise<RemoteProxy<Api>>;
  destroy(): void;
};

/** True when this page runs inside a frame rather than as a top-level page. */
export function isFramed(): boolean {
  return window.parent !== window;
}

/** Overlay side: connects to the page that frames this overlay. */
export function connectHost<Api extends AnyHostApi>({
  allowedHostOrigins,
  methods,
  timeoutMs = DEFAULT_HANDSHAKE_TIMEOUT_MS,
  log,
}: ConnectHostOptions): HostConnection<Api> {
  if (!isFramed()) throw new BridgeError(BridgeErrorCode.NotFramed, 'This overlay is not inside a frame.');
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [...allowedHostOrigins] });
  const connection = connect<Api>({ messenger, methods, timeout: timeoutMs });
  const stopWatching = watchIgnoredMessages(window, allowedHostOrigins, log);
  return {
    host: connection.promise.catch(() => {
      throw new BridgeError(BridgeErrorCode.Timeout, 'The host page did not answer the handshake.');
    }),
    destroy() {
      stopWatching();
      connection.destroy();
    },
  };
}
