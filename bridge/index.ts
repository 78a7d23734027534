/** The public API of the bridge: the only barrel in the repo. */
export type * from './protocol';
export type { Contract } from './protocol/contract';
export { hostMethodNames, type HostOverlayName, type HostContractOf } from './protocol/host-methods';
// The schemas themselves are imported from bridge/protocol/ where needed: a page loads them as a chunk of their own.
export { PROTOCOL_VERSION, OLDEST_PROTOCOL_VERSION, CAPABILITIES, type Agreement, type Capability } from './protocol/version';
export { BridgeError, BridgeErrorCode } from './bridge-error';
export { connectOverlay, DEFAULT_HANDSHAKE_TIMEOUT_MS, type ConnectOverlayOptions, type OverlayConnection, type ConnectedOverlay } from './connect-overlay';
export { connectHost, isFramed, type ConnectHostOptions, type HostConnection } from './connect-host';
export { createOverlaySession, type OverlaySession, type OverlaySessionOptions, type LifecycleState, type OverlayTimings, type SessionEvent, type SessionHandlers } from './session/overlay-session';
export { type NavigationAllowList, SAME_SITE_PATHS } from './session/navigation-allow-list';
export { observeHeight, frameHeightFor, FRAME_HEIGHT_PADDING_PX } from './report-height';
export { watchIgnoredMessages, type IgnoredMessageLog } from './origin-guard';
export type { BridgeLog } from './protocol/bridge-log';
export type { RemoteProxy } from 'penpal';
