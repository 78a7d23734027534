/** The public API of the bridge: the only barrel in the repo. */
export type * from './protocol';
export { BridgeError, BridgeErrorCode } from './bridge-error';
export { connectOverlay, DEFAULT_HANDSHAKE_TIMEOUT_MS, type ConnectOverlayOptions, type OverlayConnection } from './connect-overlay';
export { connectHost, isFramed, type ConnectHostOptions, type HostConnection } from './connect-host';
export { observeHeight, frameHeightFor, FRAME_HEIGHT_PADDING_PX } from './report-height';
export { watchIgnoredMessages, type IgnoredMessageLog } from './origin-guard';
export type { RemoteProxy } from 'penpal';
