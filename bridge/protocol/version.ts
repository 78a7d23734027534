import type { Hello } from '../protocol';

/**
 * Protocol 1 is the handshake alone (configure, focus and the host's plumbing). Protocol 2 adds `hello`
 * (this negotiation), the heartbeat's `ping` and the overlay's `interactive` notice. A peer that never
 * says hello speaks protocol 1.
 */
export const PROTOCOL_VERSION = 2;
export const OLDEST_PROTOCOL_VERSION = 1;

/** What a side may offer beyond its protocol's base; both must offer one for it to be used. */
export const CAPABILITIES = {
  /** The overlay answers `ping`, so the host can tell a live overlay from a dead one. */
  heartbeat: 'heartbeat',
  /** The overlay calls `interactive()` when it accepts input, and the host takes it. */
  interactiveNotice: 'interactive-notice',
} as const;
export type Capability = (typeof CAPABILITIES)[keyof typeof CAPABILITIES];

/** What this build says of itself. */
export const OWN_HELLO: Hello = {
  protocol: PROTOCOL_VERSION,
  oldestProtocol: OLDEST_PROTOCOL_VERSION,
  capabilities: Object.values(CAPABILITIES),
};

/** What two peers agreed on: the newest protocol both speak and the capabilities both offer. */
export type Agreement = { protocol: number; capabilities: readonly Capability[] };

/** A peer that never said hello: protocol 1, nothing beyond it. */
export const PROTOCOL_1_AGREEMENT: Agreement = { protocol: 1, capabilities: [] };
