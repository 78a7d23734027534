/** The time source of everything that expires; tests pass their own to move time without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * A clock that starts at `start` and moves on as time passes, measured by the monotonic timer so a
 * wall clock set back or forward meanwhile does not move it (CLOCK_START).
 */
export function clockStartingAt(start: Date): Clock {
  const startedAt = performance.now();
  return () => new Date(start.getTime() + Math.round(performance.now() - startedAt));
}
