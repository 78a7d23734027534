import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

type Callback = (error: Error | null, state?: { current: number; ttl: number }) => void;

/** Expired windows are swept at most this often by each process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A rate-limit store for @fastify/rate-limit whose counters are rows of `rate_limit_counters`, so every
 * site and every API process on one database counts against the same limit: the sign-in call is served
 * on the host and on the overlay origin, by as many processes as run, and a client gets its 20 attempts
 * a minute in all. Fixed windows per key, each hit one upsert that starts a new window once the old one
 * has run out. The plugin's key is the client address alone, so each limited route names a `groupId`
 * (appended to the key) to keep its own counters: telemetry calls must not use up sign-in attempts.
 */
export function databaseRateLimitStore(db: Queryable, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const sweep = (at: number, timeWindow: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    // Windows run at most a minute or so; a day keeps any limit's window well clear of the sweep.
    const before = new Date(at - Math.max(timeWindow, 24 * 60 * 60_000));
    db.query('delete from rate_limit_counters where window_start < $1', [before]).catch(() => {
      // The next hit sweeps again; a counter left over an extra minute limits nobody.
    });
  };

  const store: FastifyRateLimitStore = {
    incr(key: string, callback: Callback, timeWindow: number) {
      const at = now();
      sweep(at, timeWindow);
      db.query<{ hits: number; window_start: Date }>(
        `insert into rate_limit_counters as counter (key, window_start, hits) values ($1, $2, 1)
         on conflict (key) do update set
           hits = case when counter.window_start <= $3 then 1 else counter.hits + 1 end,
           window_start = case when counter.window_start <= $3 then excluded.window_start else counter.window_start end
         returning hits, window_start`,
        [key, new Date(at), new Date(at - timeWindow)],
      ).then(
        ({ rows: [row] }) => callback(null, { current: row!.hits, ttl: Math.max(0, row!.window_start.getTime() + timeWindow - at) }),
        (error: Error) => callback(error),
      );
    },
    child() {
      return store;
    },
  };

  // The plugin builds its store with `new`; a constructor that returns the shared object hands every
  // site (and every route) the same store.
  return class DatabaseStore {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
