import { useEffect, useState } from 'react';
import type { ReadablePromise } from './readable-promise';

/**
 * What a lazily loaded chunk gave: its value once here, null while it loads, 'failed' when it could not
 * be fetched. A chunk already here is read at once, so a page the server rendered with that chunk's
 * content (the browser's entry waits for it before hydrating) hydrates with the same content.
 */
export function useChunk<T>(chunk: ReadablePromise<T>): T | null | 'failed' {
  const [value, setValue] = useState<T | null | 'failed'>(() => settledValueOf(chunk));
  useEffect(() => {
    let isCurrent = true;
    chunk.then(
      (loaded) => isCurrent && setValue(() => loaded),
      () => isCurrent && setValue('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [chunk]);
  return value;
}

function settledValueOf<T>(chunk: ReadablePromise<T>): T | null | 'failed' {
  if (chunk.status === 'fulfilled') return chunk.value;
  return chunk.status === 'rejected' ? 'failed' : null;
}
