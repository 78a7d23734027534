import type { FrameSlot } from './frame-slot';
import type { ModalDialog } from './modal-dialog';

/** A modal overlay loaded ahead of its opening: its dialog sits closed in the page with the frame inside. */
export type WarmOverlay = { key: string; dialog: ModalDialog; slot: FrameSlot; createdAt: number };

/** At most this many overlays wait warm; the oldest is dropped for a new one. */
export const WARM_POOL_SIZE = 2;
/**
 * A warm overlay older than this is not handed out: what it showed (a remembered member, a sweepstakes,
 * prices) may have changed, so it is dropped and a fresh one loads.
 */
export const WARM_STALE_AFTER_MS = 5 * 60_000;

/**
 * Overlays preloaded on intent (a pointer over or focus on the button that opens one). A frame cannot
 * move in the document without loading again, so only modal openings are pooled: the dialog is made
 * at preload time and merely shown when taken. Taking one also requires that its bridge is still alive.
 */
export function createWarmPool({ now = () => Date.now() } = {}) {
  let entries: WarmOverlay[] = [];
  const isFresh = (entry: WarmOverlay) => {
    // No session yet: the origin check is still on its way, and the overlay begins when it answers.
    const state = entry.slot.session()?.state() ?? 'loading';
    return now() - entry.createdAt < WARM_STALE_AFTER_MS && (state === 'loading' || state === 'handshaking' || state === 'ready');
  };
  const drop = (entry: WarmOverlay) => {
    entry.slot.destroy();
    entry.dialog.remove();
  };
  return {
    has: (key: string) => entries.some((entry) => entry.key === key && isFresh(entry)),
    add(entry: WarmOverlay) {
      entries = [...entries, entry];
      while (entries.length > WARM_POOL_SIZE) drop(entries.shift()!);
    },
    /** The warm overlay for `key`, taken out of the pool; null when there is none or it went stale. */
    take(key: string): WarmOverlay | null {
      const entry = entries.find((candidate) => candidate.key === key) ?? null;
      if (!entry) return null;
      entries = entries.filter((candidate) => candidate !== entry);
      if (isFresh(entry)) return entry;
      drop(entry);
      return null;
    },
    clear() {
      entries.forEach(drop);
      entries = [];
    },
    size: () => entries.length,
  };
}
