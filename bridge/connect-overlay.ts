import { CallOptions, connect, ErrorCode, WindowMessenger, type RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode, fromPeerError } from './bridge-error';
import { bridgeRecorder } from './inspector/bridge-recording';
import { recordCalls, recordRemote, type BridgeDirection } from './inspector/message-recorder';
import { watchIgnoredMessages } from './origin-guard';
import { hostMethodNames, type HostContractOf, type HostOverlayName } from './protocol/host-methods';
import { DEFAULT_HANDSHAKE_TIMEOUT_MS, withinHandshakeTime } from './handshake-timeout';
import { consoleBridgeLog, type BridgeLog } from './protocol/bridge-log';
import { lazilyValidatedHandlers } from './protocol/lazy-validate-calls';
import { OWN_HELLO, PROTOCOL_1_AGREEMENT, type Agreement } from './protocol/version';
import type { MethodsOf, OverlayApi } from './protocol';

export { DEFAULT_HANDSHAKE_TIMEOUT_MS };
/** How long an overlay gets to answer `hello` before it is judged to speak protocol 1 after all. */
const HELLO_TIMEOUT_MS = 3000;

/** `Name` is the overlay in the frame: its contract is what the host offers it. */
export type ConnectOverlayOptions<Name extends HostOverlayName> = {
  iframe: HTMLIFrameElement;
  /** The overlay origin; messages from any other origin are ignored. */
  overlayOrigin: string;
  overlay: Name;
  /** The host's handlers, read at each call so they may change; each call is checked against the overlay's contract first. */
  methods: () => Partial<MethodsOf<HostContractOf<Name>>>;
  timeoutMs?: number;
  log?: BridgeLog;
};

/** A connected overlay: its methods, and what both sides agreed to speak. */
export type ConnectedOverlay = { overlay: RemoteProxy<OverlayApi>; agreement: Agreement };

export type OverlayConnection = {
  /** Resolves once the handshake and the protocol negotiation complete; rejects with a BridgeError. */
  connected: Promise<ConnectedOverlay>;
  destroy(): void;
};

/** Host side: connects to the overlay in `iframe`. Call before or right after setting its `src`. */
export function connectOverlay<Name extends HostOverlayName>({
  iframe,
  overlayOrigin,
  overlay: name,
  methods,
  timeoutMs = DEFAULT_HANDSHAKE_TIMEOUT_MS,
  log = consoleBridgeLog,
}: ConnectOverlayOptions<Name>): OverlayConnection {
  if (!iframe.contentWindow) throw new BridgeError(BridgeErrorCode.NotFramed, 'The overlay iframe is not in the document yet.');
  const messenger = new WindowMessenger({ remoteWindow: iframe.contentWindow, allowedOrigins: [overlayOrigin] });
  // When a tester records the page (the inspector, the Playwright kit), both directions are recorded here.
  const recorder = bridgeRecorder();
  const meta = (direction: BridgeDirection, origin: string) => ({ direction, origin, frame: iframe.title || overlayOrigin });
  // The schemas (and valibot) arrive as a chunk of their own, fetched while the handshake runs.
  const checks = import('./protocol/host-checks');
  const contract = checks.then(({ hostContracts, checkCall }) => ({ contract: hostContracts[name], checkCall }));
  const checked = lazilyValidatedHandlers(hostMethodNames[name], contract, methods as () => Record<string, (...args: unknown[]) => unknown>, log);
  const hostMethods = recorder ? recordCalls(checked, recorder, meta('overlay-to-host', overlayOrigin)) : checked;
  const connection = connect<OverlayApi>({ messenger, methods: hostMethods });
  // The host page's own scripts may post to their own window (analytics, other widgets): not foreign.
  const stopWatching = watchIgnoredMessages(window, [overlayOrigin, window.origin], log);
  const handshake = connection.promise.catch(() => {
    throw new BridgeError(BridgeErrorCode.Destroyed, 'The overlay connection was closed.');
  });
  const limit = withinHandshakeTime(handshake, { timeoutMs, message: `The overlay did not answer within ${timeoutMs} ms.`, onTimeout: () => connection.destroy() });
  const connected = limit.answer.then(async (remote) => {
    const overlay = recorder ? recordRemote(remote, recorder, meta('host-to-overlay', window.origin)) : remote;
    return { overlay, agreement: await sayHello(overlay, checks, log) };
  });
  return {
    connected,
    destroy() {
      limit.cancel();
      stopWatching();
      connection.destroy();
    },
  };
}

/** Protocol 2 on: the host offers its hello and negotiates; an overlay without `hello` speaks protocol 1. */
async function sayHello(overlay: RemoteProxy<OverlayApi>, checks: Promise<typeof import('./protocol/host-checks')>, log: BridgeLog): Promise<Agreement> {
  let answer: unknown;
  try {
    answer = await overlay.hello(OWN_HELLO, new CallOptions({ timeout: HELLO_TIMEOUT_MS }));
  } catch (error) {
    if ((error as { code?: string }).code === ErrorCode.MethodNotFound) return PROTOCOL_1_AGREEMENT;
    const refusal = fromPeerError(error);
    if (refusal) throw refusal;
    throw new BridgeError(BridgeErrorCode.Timeout, `The overlay did not answer hello within ${HELLO_TIMEOUT_MS} ms.`);
  }
  const { readHello, negotiate } = await checks;
  const hello = readHello(answer);
  if (!hello) {
    log('refused a malformed hello from the overlay', { method: 'hello' });
    throw new BridgeError(BridgeErrorCode.InvalidMessage, 'The overlay answered hello with something that is not a hello.');
  }
  return negotiate(OWN_HELLO, hello);
}
