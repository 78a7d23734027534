/** Why a bridge connection or call failed, as a closed set of codes. */
export const BridgeErrorCode = {
  Timeout: 'OVERLAY_TIMEOUT',
  Destroyed: 'OVERLAY_DESTROYED',
  NotFramed: 'OVERLAY_NOT_FRAMED',
  /** The peers share no protocol version (see protocol/version.ts). */
  UnsupportedProtocol: 'PROTOCOL_UNSUPPORTED',
  /** A received call did not match its method's schema; its handler never ran. */
  InvalidMessage: 'INVALID_MESSAGE',
  /** The overlay asked to leave for a place the embedding page does not allow. */
  NavigationRefused: 'NAVIGATION_REFUSED',
  /** The overlay stopped answering the heartbeat, and loading it again did not bring it back. */
  OverlayLost: 'OVERLAY_LOST',
  /** The overlay origin does not allow this page's origin to frame its overlays. */
  OriginNotAllowed: 'ORIGIN_NOT_ALLOWED',
} as const;
export type BridgeErrorCode = (typeof BridgeErrorCode)[keyof typeof BridgeErrorCode];

export class BridgeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

const CODES = new Set<string>(Object.values(BridgeErrorCode));

/**
 * A BridgeError to throw inside a handler the peer called. Penpal carries only an error's name and
 * message across the frame, so the code leads the message, where `fromPeerError` reads it back.
 */
export function errorForPeer(code: BridgeErrorCode, message: string): BridgeError {
  return new BridgeError(code, `${code}: ${message}`);
}

/** The BridgeError a peer threw (see errorForPeer), or null when the failure was something else. */
export function fromPeerError(error: unknown): BridgeError | null {
  if (!(error instanceof Error) || error.name !== 'BridgeError') return null;
  const [, code, message] = /^([A-Z_]+): (.*)$/s.exec(error.message) ?? [];
  return code && CODES.has(code) ? new BridgeError(code as BridgeErrorCode, message!) : null;
}
