import { CallOptions, type RemoteProxy } from 'penpal';
import type { OverlayApi } from '../protocol';

export type HeartbeatOptions = {
  /** Between two pings. */
  intervalMs: number;
  /** How long a ping may take before it counts as missed. */
  timeoutMs: number;
};

export const DEFAULT_HEARTBEAT: HeartbeatOptions = { intervalMs: 5000, timeoutMs: 2000 };

/** How long an answer to a ping already counted missed still shows the overlay alive (a busy overlay answers late). */
export const LATE_ANSWER_MS = 60_000;

/** Whether the page is out of sight; a test passes its own. */
export type PageVisibility = { isHidden(): boolean };

const documentVisibility: PageVisibility = { isHidden: () => globalThis.document?.visibilityState === 'hidden' };

/**
 * Pings the overlay every `intervalMs`. A ping unanswered within `timeoutMs` is a miss: `onMissed` (the
 * overlay may be busy). Any answer, even a late one to a ping already counted missed, shows the overlay
 * alive, so misses start again from none (`onAnswered` after a miss): a busy overlay is never taken for a
 * dead one once it answers. A second miss in a row, with no answer in between, is `onLost` (it reloaded
 * without a new handshake, or died), after which it stops. While the page is hidden nothing is sent and
 * nothing counts: the browser throttles or freezes its timers and the frame's, so silence proves nothing.
 * Returns the stop function, which leaves no timer behind.
 */
export function startHeartbeat(
  overlay: RemoteProxy<OverlayApi>,
  { intervalMs, timeoutMs }: HeartbeatOptions,
  handlers: { onMissed(): void; onAnswered(): void; onLost(): void },
  page: PageVisibility = documentVisibility,
): () => void {
  let misses = 0;
  let isStopped = false;
  const deadlines = new Set<ReturnType<typeof setTimeout>>();

  const answered = () => {
    if (isStopped) return;
    if (misses > 0) handlers.onAnswered();
    misses = 0;
  };
  const missed = () => {
    if (isStopped || page.isHidden()) return;
    misses += 1;
    if (misses === 1) handlers.onMissed();
    else {
      stop();
      handlers.onLost();
    }
  };
  const beat = () => {
    if (page.isHidden()) return;
    let isCounted = false;
    const deadline = setTimeout(() => {
      deadlines.delete(deadline);
      isCounted = true;
      missed();
    }, timeoutMs);
    deadlines.add(deadline);
    const settled = () => {
      clearTimeout(deadline);
      deadlines.delete(deadline);
    };
    overlay.ping(new CallOptions({ timeout: LATE_ANSWER_MS })).then(
      () => {
        settled();
        answered();
      },
      () => {
        settled();
        // Refused at once (the message could not go) is a miss; the late answer's window closing is not another.
        if (!isCounted) missed();
      },
    );
  };
  const timer = setInterval(beat, intervalMs);
  const stop = () => {
    isStopped = true;
    clearInterval(timer);
    deadlines.forEach(clearTimeout);
    deadlines.clear();
  };
  return stop;
}
