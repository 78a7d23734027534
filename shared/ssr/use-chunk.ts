import { useEffect, useReducer } from 'react';
import type { ReadablePromise } from './readable-promise';

/**
 * What a lazily loaded chunk gave: its value once here, null while it loads (or while none is asked for),
 * 'failed' when it could not be fetched. It is read from the chunk itself on every render, so a chunk
 * already here shows at once: a page the server rendered with that chunk's content (the browser's entry
 * waits for it before hydrating) hydrates with the same content, and a dialog whose chunk came on hover
 * opens in the click's own render.
 */
export function useChunk<T>(chunk: ReadablePromise<T> | null): T | null | 'failed' {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const isPending = chunk !== null && chunk.status !== 'fulfilled' && chunk.status !== 'rejected';
  useEffect(() => {
    if (chunk === null || !isPending) return;
    let isCurrent = true;
    const rerender = () => isCurrent && settled();
    chunk.then(rerender, rerender);
    return () => {
      isCurrent = false;
    };
  }, [chunk, isPending]);
  return settledValueOf(chunk);
}

function settledValueOf<T>(chunk: ReadablePromise<T> | null): T | null | 'failed' {
  if (chunk === null) return null;
  if (chunk.status === 'fulfilled') return chunk.value;
  return chunk.status === 'rejected' ? 'failed' : null;
}

/** The chunk's value once here, null until then; a chunk that could not load is thrown to the nearest error boundary, as `React.lazy` would. */
export function useLoadedChunk<T>(chunk: ReadablePromise<T> | null): T | null {
  const value = useChunk(chunk);
  if (value === 'failed') throw chunk?.status === 'rejected' && chunk.reason instanceof Error ? chunk.reason : new Error('A part of this page could not be loaded.');
  return value;
}
