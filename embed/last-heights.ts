/** The skeleton's height before an overlay was ever seen in this tab. */
const DEFAULT_HEIGHT_PX = 240;
const KEY = 'portico-embed:last-height:';

/**
 * The last frame height each overlay showed in this tab, so its next opening paints a skeleton of the
 * right size at once and the page does not jump when the overlay arrives.
 */
export const lastHeights = {
  of(name: string): number {
    const stored = Number(safeSessionStorage()?.getItem(KEY + name));
    return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_HEIGHT_PX;
  },
  remember(name: string, height: number) {
    try {
      safeSessionStorage()?.setItem(KEY + name, String(height));
    } catch {
      // A full storage only costs the next skeleton its size.
    }
  },
};

/** Storage can be switched off or full (private modes, sandboxed pages): the skeleton then uses the default. */
function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
