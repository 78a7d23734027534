import type { EmbedEvent, OverlayHandle } from './public-types';

/** The page's listeners of one overlay: `onEvent` from its options, and those `handle.on` adds. */
export type PageListeners = {
  publish(event: EmbedEvent): void;
  on: OverlayHandle['on'];
  clear(): void;
};

export function pageListeners(onEvent: ((event: EmbedEvent) => void) | undefined): PageListeners {
  const listeners = new Set<(event: EmbedEvent) => void>();
  if (onEvent) listeners.add(onEvent);
  return {
    publish: (event) => listeners.forEach((listener) => listener(event)),
    on(type, listener) {
      const filtered = (event: EmbedEvent) => event.type === type && listener(event as never);
      listeners.add(filtered);
      return () => void listeners.delete(filtered);
    },
    clear: () => listeners.clear(),
  };
}
