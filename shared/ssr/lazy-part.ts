import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { onDemand } from './on-demand';
import type { ReadablePromise } from './readable-promise';

export type LazyPart<Props extends object> = {
  /** Renders the part; suspends (put it in a Suspense boundary) until its chunk is here. */
  Part: FunctionComponent<Props>;
  /** Starts loading the chunk, once; resolves when it is here. */
  preload(): ReadablePromise<ComponentType<Props>>;
};

/**
 * A part of a form loaded as its own chunk, like `React.lazy`, except that a part whose chunk is already
 * here renders at once instead of suspending for a turn. That is what lets a page the server rendered
 * with the part in it hydrate it in the same pass: its entry preloads the chunk first, and no boundary
 * is left waiting for an update (the bridge connecting) to find it still dehydrated.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const preload = onDemand(load);
  const Loading = lazy(async () => ({ default: await preload() }));
  function Part(props: Props) {
    const loaded = preload();
    // Decided once per mount: switching from the lazy wrapper to the component would remount the part.
    const [isHere] = useState(() => loaded.status === 'fulfilled');
    return isHere && loaded.status === 'fulfilled' ? createElement(loaded.value, props) : createElement(Loading, props);
  }
  return { Part, preload };
}
