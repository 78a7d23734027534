import { CallOptions, type RemoteProxy } from 'penpal';
import type { OverlayApi } from '../protocol';

export type HeartbeatOptions = {
  /** Between two pings. */
  intervalMs: number;
  /** How long a ping may take before it counts as missed. */
  timeoutMs: number;
};

export const DEFAULT_HEARTBEAT: HeartbeatOptions = { intervalMs: 5000, timeoutMs: 2000 };

/**
 * Pings the overlay every `intervalMs`. One missed ping is `onMissed` (the overlay may be busy); a
 * second in a row is `onLost` (it reloaded without a new handshake, or died), after which it stops.
 * An answer after a miss is `onAnswered`. Returns the stop function, which leaves no timer behind.
 */
export function startHeartbeat(
  overlay: RemoteProxy<OverlayApi>,
  { intervalMs, timeoutMs }: HeartbeatOptions,
  handlers: { onMissed(): void; onAnswered(): void; onLost(): void },
): () => void {
  let misses = 0;
  let isStopped = false;
  const beat = async () => {
    try {
      await overlay.ping(new CallOptions({ timeout: timeoutMs }));
      if (isStopped) return;
      if (misses > 0) handlers.onAnswered();
      misses = 0;
    } catch {
      if (isStopped) return;
      misses += 1;
      if (misses === 1) handlers.onMissed();
      else {
        stop();
        handlers.onLost();
      }
    }
  };
  const timer = setInterval(() => void beat(), intervalMs);
  const stop = () => {
    isStopped = true;
    clearInterval(timer);
  };
  return stop;
}
