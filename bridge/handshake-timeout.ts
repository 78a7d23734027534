import { BridgeError, BridgeErrorCode } from './bridge-error';

/** The handshake must finish within this time or the host shows its failure state. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 8000;

/**
 * `handshake` within `timeoutMs`, for both ends of the bridge. Past it, `onTimeout` runs (the caller
 * destroys its connection) and the answer rejects with OVERLAY_TIMEOUT and `message`. The limit is ours,
 * not penpal's `timeout`: penpal's timer outlives destroy() and rejects long after the caller let go,
 * and a teardown must leave no timer behind, so `cancel` clears it.
 */
export function withinHandshakeTime<Result>(handshake: Promise<Result>, { timeoutMs, message, onTimeout }: { timeoutMs: number; message: string; onTimeout(): void }) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new BridgeError(BridgeErrorCode.Timeout, message));
    }, timeoutMs);
  });
  return {
    answer: Promise.race([handshake, timedOut]).finally(() => clearTimeout(timer)),
    cancel: () => clearTimeout(timer),
  };
}
