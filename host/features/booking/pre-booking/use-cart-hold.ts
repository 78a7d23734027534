import { useEffect, useState } from 'react';
import { CART_EXPIRY_WARNING_SECONDS, secondsLeft } from '../../../../shared/booking/booking-timers';

/** Where a cart's hold stands: held, in its last CART_EXPIRY_WARNING_SECONDS (the modal warns), or over. */
export type CartHoldPhase = 'held' | 'warning' | 'expired';

export type CartHold = { secondsLeft: number; phase: CartHoldPhase };

export function cartHoldPhase(seconds: number): CartHoldPhase {
  if (seconds <= 0) return 'expired';
  return seconds <= CART_EXPIRY_WARNING_SECONDS ? 'warning' : 'held';
}

/** Milliseconds until the whole seconds left next change, so each tick lands on the change. */
function msUntilNextSecond(expiresAt: string, now: number): number {
  return (Date.parse(expiresAt) - now) % 1000 || 1000;
}

/**
 * The countdown of a cart's hold (spec 9: 900 s), from the server's `expiresAt` and the browser's
 * clock. It reads the clock on each tick rather than counting ticks, because browsers slow or stop
 * the timers of a tab in the background: when the tab comes back (visible, focused, or restored from
 * the back-forward cache) it reads the clock at once, and a hold that ran out meanwhile is over.
 */
export function useCartHold(expiresAt: string): CartHold {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);

  // Each tick schedules the next itself, on the moment the count changes, until the hold is over. A
  // renewed hold (a new expiresAt) starts again from the clock as it is now.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = secondsLeft(expiresAt, current) > 0 ? setTimeout(tick, msUntilNextSecond(expiresAt, current)) : undefined;
    };
    tick();
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    const readClock = () => setNow(Date.now());
    document.addEventListener('visibilitychange', readClock);
    window.addEventListener('focus', readClock);
    window.addEventListener('pageshow', readClock);
    return () => {
      document.removeEventListener('visibilitychange', readClock);
      window.removeEventListener('focus', readClock);
      window.removeEventListener('pageshow', readClock);
    };
  }, []);

  return { secondsLeft: left, phase: cartHoldPhase(left) };
}
