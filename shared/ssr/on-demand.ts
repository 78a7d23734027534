import { readablePromise, type ReadablePromise } from './readable-promise';

/**
 * A chunk loaded the first time it is asked for, then kept, so asking again while rendering costs
 * nothing. One that failed stays failed: what shows it decides what the guest gets instead (the page
 * doing the same, or the error boundary), and a full page load fetches it afresh.
 *
 * Read it with `useChunk` rather than `React.lazy` for what opens on a click: a lazy component
 * suspends, and React holds back revealing a boundary that showed its fallback for up to 300 ms after
 * its chunk arrived (it batches reveals), which a guest feels as a dead click.
 */
export function onDemand<T>(load: () => Promise<T>): () => ReadablePromise<T> {
  let chunk: ReadablePromise<T> | null = null;
  return () => (chunk ??= readablePromise(load()));
}
