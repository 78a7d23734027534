import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Counter = { count: number; windowStartMs: number };
type Callback = (error: Error | null, state: { current: number; ttl: number }) => void;

/**
 * A rate-limit store for @fastify/rate-limit that both sites share: the sign-in call is served on the
 * host and on the overlay origin, and a client must not get twice the attempts by using both.
 * Fixed windows per key, in memory: limits are about bursts, so a restart may forget them. The plugin's
 * key is the client address alone, so each limited route names a `groupId` (appended to the key) to keep
 * its own counters: telemetry calls must not use up a client's sign-in attempts.
 */
export function sharedRateLimitStore(now: () => number = Date.now): FastifyRateLimitStoreCtor {
  const counters = new Map<string, Counter>();

  const forget = (expiredBefore: number) => {
    for (const [key, counter] of counters) if (counter.windowStartMs <= expiredBefore) counters.delete(key);
  };

  const store: FastifyRateLimitStore & { read(key: string, callback: Callback, timeWindow: number): void } = {
    incr(key: string, callback: Callback, timeWindow: number) {
      const at = now();
      if (counters.size > 10_000) forget(at - timeWindow);
      const counter = counters.get(key);
      if (!counter || counter.windowStartMs + timeWindow <= at) {
        counters.set(key, { count: 1, windowStartMs: at });
        callback(null, { current: 1, ttl: timeWindow });
        return;
      }
      counter.count += 1;
      callback(null, { current: counter.count, ttl: counter.windowStartMs + timeWindow - at });
    },
    read(key: string, callback: Callback, timeWindow: number) {
      const at = now();
      const counter = counters.get(key);
      if (!counter || counter.windowStartMs + timeWindow <= at) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: counter.count, ttl: counter.windowStartMs + timeWindow - at });
    },
    child() {
      return store;
    },
  };

  // The plugin builds its store with `new`; a constructor that returns the shared object hands every
  // site (and every route) the same counters.
  return class SharedStore {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
