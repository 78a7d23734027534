import { connect, WindowMessenger, type RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode } from './bridge-error';
import { bridgeRecorder } from './inspector/bridge-recording';
import { recordCalls, recordRemote, type BridgeDirection } from './inspector/message-recorder';
import { watchIgnoredMessages, type IgnoredMessageLog } from './origin-guard';
import type { AnyHostApi, OverlayApi } from './protocol';

/** The handshake must finish within this time or the host shows its failure state. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 8000;

/** `Api` is the contract of the overlay in the frame (e.g. SignInHostApi): what the host offers it. */
export type ConnectOverlayOptions<Api extends AnyHostApi> = {
  iframe: HTMLIFrameElement;
  /** The overlay origin; messages from any other origin are ignored. */
  overlayOrigin: string;
  methods: Api;
  timeoutMs?: number;
  log?: IgnoredMessageLog;
};

export type OverlayConnection = {
  /** Resolves with the overlay's methods once the handshake completes; rejects with a BridgeError. */
  overlay: Promise<RemoteProxy<OverlayApi>>;
  destroy(): void;
};

/** Host side: connects to the overlay in `iframe`. Call before or right after setting its `src`. */
export function connectOverlay<Api extends AnyHostApi>({
  iframe,
  overlayOrigin,
  methods,
  timeoutMs = DEFAULT_HANDSHAKE_TIMEOUT_MS,
  log,
}: ConnectOverlayOptions<Api>): OverlayConnection {
  if (!iframe.contentWindow) throw new BridgeError(BridgeErrorCode.NotFramed, 'The overlay iframe is not in the document yet.');
  const messenger = new WindowMessenger({ remoteWindow: iframe.contentWindow, allowedOrigins: [overlayOrigin] });
  // When a tester records the page (the inspector, the Playwright kit), both directions are recorded here.
  const recorder = bridgeRecorder();
  const meta = (direction: BridgeDirection, origin: string) => ({ direction, origin, frame: iframe.title || overlayOrigin });
  const hostMethods = recorder ? recordCalls(methods, recorder, meta('overlay-to-host', overlayOrigin)) : methods;
  const connection = connect<OverlayApi>({ messenger, methods: hostMethods, timeout: timeoutMs });
  // The host page's own scripts may post to their own window (analytics, other widgets): not foreign.
  const stopWatching = watchIgnoredMessages(window, [overlayOrigin, window.origin], log);
  return {
    overlay: connection.promise.then(
      (overlay) => (recorder ? recordRemote(overlay, recorder, meta('host-to-overlay', window.origin)) : overlay),
      (error: unknown) => {
        throw toBridgeError(error, timeoutMs);
      },
    ),
    destroy() {
      stopWatching();
      connection.destroy();
    },
  };
}

function toBridgeError(error: unknown, timeoutMs: number): BridgeError {
  const code = (error as { code?: string }).code;
  if (code === 'CONNECTION_TIMEOUT') {
    return new BridgeError(BridgeErrorCode.Timeout, `The overlay did not answer within ${timeoutMs} ms.`);
  }
  return new BridgeError(BridgeErrorCode.Destroyed, 'The overlay connection was closed.');
}
