import { connect, WindowMessenger, type RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode, errorForPeer } from './bridge-error';
import { DEFAULT_HANDSHAKE_TIMEOUT_MS, withinHandshakeTime } from './handshake-timeout';
import { watchIgnoredMessages } from './origin-guard';
import type { AnyHostApi, Hello, OverlayApi } from './protocol';
import { consoleBridgeLog, type BridgeLog } from './protocol/bridge-log';
import { withSettledCalls } from './settled-host-calls';
import { lazilyValidatedHandlers } from './protocol/lazy-validate-calls';
import { OWN_HELLO, PROTOCOL_1_AGREEMENT, type Agreement } from './protocol/version';

/** What an overlay offers its host: overlayContract's methods (overlay-contract.test.ts keeps the two alike). */
export const OVERLAY_METHODS = ['configure', 'focus', 'hello', 'ping'] as const satisfies readonly (keyof OverlayApi)[];

export type ConnectHostOptions = {
  /** Host origins this overlay may talk to; the same list the server puts in `frame-ancestors`. */
  allowedHostOrigins: readonly string[];
  /** The overlay's own methods; the bridge answers `hello` and `ping` itself. */
  methods: Pick<OverlayApi, 'configure' | 'focus'>;
  timeoutMs?: number;
  log?: BridgeLog;
  /** What this overlay says of itself; tests use it to play an older or newer overlay. */
  hello?: Hello;
  /** Told when the host said hello and the two agreed (a protocol-1 host never says it). */
  onAgreed?(agreement: Agreement): void;
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
  onAgreed,
}: ConnectHostOptions): HostConnection<Api> {
  if (!isFramed()) throw new BridgeError(BridgeErrorCode.NotFramed, 'This overlay is not inside a frame.');
  let agreement = PROTOCOL_1_AGREEMENT;
  // The schemas and the negotiation arrive as their own chunk, fetched while the handshake runs.
  const checks = import('./protocol/overlay-checks');
  const answerHello = async (hostHello: Hello): Promise<Hello> => {
    const { negotiate } = await checks;
    try {
      agreement = negotiate(ownHello, hostHello);
    } catch (error) {
      log('refused a host that shares no protocol with this overlay', { host: `${hostHello.oldestProtocol}-${hostHello.protocol}` });
      throw errorForPeer(BridgeErrorCode.UnsupportedProtocol, (error as Error).message);
    }
    onAgreed?.(agreement);
    return ownHello;
  };
  const handlers: OverlayApi = { ...methods, hello: answerHello, ping: () => undefined };
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [...allowedHostOrigins] });
  const offered = lazilyValidatedHandlers(OVERLAY_METHODS, checks, () => handlers as never, log);
  const connection = connect<Api>({ messenger, methods: offered });
  const message = 'The host page did not answer the handshake.';
  const handshake = connection.promise.catch(() => {
    throw new BridgeError(BridgeErrorCode.Timeout, message);
  });
  const limit = withinHandshakeTime(handshake, { timeoutMs, message, onTimeout: () => connection.destroy() });
  const stopWatching = watchIgnoredMessages(window, allowedHostOrigins, log);
  return {
    host: limit.answer.then((host) => withSettledCalls(host, log)),
    agreement: () => agreement,
    destroy() {
      limit.cancel();
      stopWatching();
      connection.destroy();
    },
  };
}
