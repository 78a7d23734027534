/** The frame's height before an overlay was ever seen in this tab: about a short form's. */
export const DEFAULT_FRAME_HEIGHT_PX = 240;
const KEY = 'portico:last-frame-height:';

const keyOf = (overlay: string, variant: string | undefined) => KEY + (variant ? `${overlay}:${variant}` : overlay);

/**
 * The last frame height each overlay (and variant: a dialog's form is shorter than a page's) showed in
 * this tab, so its next opening takes that room at once and the page does not jump when the overlay
 * reports its own. Both the React host and the embed loader keep them here.
 */
export const lastHeights = {
  of(overlay: string, variant?: string): number {
    const stored = Number(safeSessionStorage()?.getItem(keyOf(overlay, variant)));
    return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_FRAME_HEIGHT_PX;
  },
  remember(overlay: string, height: number, variant?: string) {
    try {
      safeSessionStorage()?.setItem(keyOf(overlay, variant), String(height));
    } catch {
      // A full storage only costs the next opening its size.
    }
  },
};

/** Storage can be switched off or full (private modes, sandboxed pages): the default height is used then. */
function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
