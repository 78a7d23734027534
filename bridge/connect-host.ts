import { connect, WindowMessenger, type RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode, errorForPeer } from './bridge-error';
import { DEFAULT_HANDSHAKE_TIMEOUT_MS } from './connect-overlay';
import { watchIgnoredMessages } from './origin-guard';
import type { AnyHostApi, Hello, OverlayApi } from './protocol';
import { overlayContract } from './protocol/overlay-contract';
import { consoleBridgeLog, validatedHandlers, type BridgeLog } from './protocol/validate-calls';
import { negotiate, OWN_HELLO, PROTOCOL_1_AGREEMENT, type Agreement } from './protocol/version';

export type ConnectHostOptions = {
  /** Host origins this overlay may talk to; the same list the server puts in `frame-ancestors`. */
  allowedHostOrigins: readonly string[];
  /** The overlay's own methods; the bridge answers `hello` and `ping` itself. */
  methods: Pick<OverlayApi, 'configure' | 'focus'>;
  timeoutMs?: number;
  log?: BridgeLog;
  /** What this overlay says of itself; tests use it to play an older or newer overlay. */
  hello?: Hello;
};

/** `Api` is the contract of this overlay's host (e.g. SignInHostApi). */
export type HostConnection<Api extends AnyHostApi> = {
  host: Promise<RemoteProxy<Api>>;
  /** What the host and this overlay agreed to speak: protocol 1 until the host says hello. */
  agreement(): Agreement;
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
  log = consoleBridgeLog,
  hello: ownHello = OWN_HELLO,
}: ConnectHostOptions): HostConnection<Api> {
  if (!isFramed()) throw new BridgeError(BridgeErrorCode.NotFramed, 'This overlay is not inside a frame.');
  let agreement = PROTOCOL_1_AGREEMENT;
  const answerHello = (hostHello: Hello): Hello => {
    try {
      agreement = negotiate(ownHello, hostHello);
    } catch (error) {
      log('refused a host that shares no protocol with this overlay', { host: `${hostHello.oldestProtocol}-${hostHello.protocol}` });
      throw errorForPeer(BridgeErrorCode.UnsupportedProtocol, (error as Error).message);
    }
    return ownHello;
  };
  const handlers: OverlayApi = { ...methods, hello: answerHello, ping: () => undefined };
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [...allowedHostOrigins] });
  const connection = connect<Api>({ messenger, methods: validatedHandlers(overlayContract, () => handlers as never, log), timeout: timeoutMs });
  const stopWatching = watchIgnoredMessages(window, allowedHostOrigins, log);
  return {
    host: connection.promise.catch(() => {
      throw new BridgeError(BridgeErrorCode.Timeout, 'The host page did not answer the handshake.');
    }),
    agreement: () => agreement,
    destroy() {
      stopWatching();
      connection.destroy();
    },
  };
}
