import type { BridgeLog } from '../protocol/bridge-log';

/** Taller than any form we ship by far: a content height beyond it is a measuring bug, not a form. */
export const MAX_CONTENT_HEIGHT_PX = 10_000;
/** Heights flipping between two values this many times within the window are a resize loop. */
const FLIPS_TO_DAMP = 4;
const OSCILLATION_WINDOW_MS = 1000;

export type HeightGuardOptions = { log: BridgeLog; now?: () => number; maxHeight?: number };

/**
 * Judges each content height an overlay reports before the frame follows it. A height of 0 or less,
 * not finite, or absurdly tall is ignored with a logged reason (an overlay measured while hidden, or a
 * runaway layout). Heights that flip back and forth (content that wraps differently at each frame
 * height: the classic iframe resize loop) are damped: the frame settles on the taller of the two, so
 * nothing is clipped, until the overlay reports a third height.
 */
export function createHeightGuard({ log, now = () => performance.now(), maxHeight = MAX_CONTENT_HEIGHT_PX }: HeightGuardOptions) {
  let recent: { height: number; at: number }[] = [];
  let damped: { low: number; high: number } | null = null;

  const isFlipping = () => {
    const heights = recent.map((entry) => entry.height);
    if (heights.length < FLIPS_TO_DAMP + 1 || new Set(heights).size !== 2) return false;
    return heights.every((height, index) => index === 0 || height !== heights[index - 1]);
  };

  return {
    /** The height the frame should follow, or null to leave the frame as it is. */
    accept(height: number): number | null {
      if (!Number.isFinite(height)) {
        log('ignored a content height that is not a finite number', { height });
        return null;
      }
      if (height <= 0) {
        log('ignored a content height of 0 or less', { height });
        return null;
      }
      if (height > maxHeight) {
        log('ignored an implausible content height', { height, maxHeight });
        return null;
      }
      if (damped) {
        if (height === damped.low || height === damped.high) return null;
        damped = null;
      }
      const at = now();
      recent = [...recent.filter((entry) => at - entry.at <= OSCILLATION_WINDOW_MS), { height, at }].slice(-(FLIPS_TO_DAMP + 1));
      if (isFlipping()) {
        const [low, high] = [Math.min(...recent.map((entry) => entry.height)), Math.max(...recent.map((entry) => entry.height))];
        damped = { low, high };
        recent = [];
        log('damped a content height that kept flipping', { low, high });
        return high;
      }
      return height;
    },
  };
}
