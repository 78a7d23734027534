/* The lifecycle's words, apart from the session so the embed loader's declarations need nothing else. */

/**
 * Where an overlay is in its life, as the embedding page sees it: `loading` (the frame's page is on its
 * way), `handshaking` (it loaded; the bridge is connecting and negotiating), `ready` (connected, and its
 * first height shown), `degraded` (it missed a heartbeat or reloaded: reconnecting), `failed` (it could
 * not connect, or could not be brought back) and `closed` (torn down).
 */
export type LifecycleState = 'loading' | 'handshaking' | 'ready' | 'degraded' | 'failed' | 'closed';

/** Milliseconds from the session's start; null until it happens. For real-user monitoring. */
export type OverlayTimings = {
  /** To the bridge connected and the protocol agreed. */
  handshakeMs: number | null;
  /** To the first plausible content height: the frame can show at its true size. */
  firstHeightMs: number | null;
  /** To the overlay saying it accepts input (protocol 2), or its first height from a protocol-1 overlay. */
  interactiveMs: number | null;
};
