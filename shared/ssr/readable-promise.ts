import type { ReactPromise } from 'react';

/**
 * A promise that says whether it has settled, the way React's `use` looks for (`status`, `value`,
 * `reason`): `use` then reads one already fulfilled at once, where with a plain promise it would
 * suspend for a turn first and show its fallback.
 */
export type ReadablePromise<T> = Promise<T> & ReactPromise<T>;

type Settlement<T> = { status?: string; value?: T; reason?: unknown };

export function readablePromise<T>(promise: Promise<T>): ReadablePromise<T> {
  const settlement = promise as Promise<T> & Settlement<T>;
  promise.then(
    (value) => {
      settlement.status = 'fulfilled';
      settlement.value = value;
    },
    (reason: unknown) => {
      settlement.status = 'rejected';
      settlement.reason = reason;
    },
  );
  return promise as ReadablePromise<T>;
}
