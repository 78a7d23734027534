import { describe, expect, it, vi } from 'vitest';
import type { LifecycleState } from '../bridge/session/lifecycle';
import type { FrameSlot } from './frame-slot';
import type { ModalDialog } from './modal-dialog';
import { createWarmPool, WARM_POOL_SIZE, WARM_STALE_AFTER_MS, type WarmOverlay } from './warm-pool';

function warm(key: string, createdAt: number, state: LifecycleState | null = 'ready'): WarmOverlay {
  const slot = { session: () => (state ? { state: () => state } : null), destroy: vi.fn() } as unknown as FrameSlot;
  const dialog = { remove: vi.fn() } as unknown as ModalDialog;
  return { key, slot, dialog, createdAt };
}

describe('the warm pool', () => {
  it('hands a warm overlay out once, by its address', () => {
    const pool = createWarmPool({ now: () => 1000 });
    const entry = warm('a', 0);
    pool.add(entry);
    expect(pool.has('a')).toBe(true);
    expect(pool.take('b')).toBeNull();
    expect(pool.take('a')).toBe(entry);
    expect(pool.take('a')).toBeNull();
    expect(entry.slot.destroy).not.toHaveBeenCalled();
  });

  it('counts an overlay still waiting for the origin check (no session yet) as fresh', () => {
    const pool = createWarmPool({ now: () => 0 });
    pool.add(warm('a', 0, null));
    expect(pool.has('a')).toBe(true);
  });

  it('drops an overlay older than the staleness limit, or whose bridge failed, instead of handing it out', () => {
    let now = 0;
    const pool = createWarmPool({ now: () => now });
    const old = warm('old', 0);
    const failed = warm('failed', 0, 'failed');
    const degraded = warm('degraded', 0, 'degraded');
    pool.add(old);
    pool.add(failed);
    now = WARM_STALE_AFTER_MS;
    expect(pool.take('old')).toBeNull();
    expect(old.slot.destroy).toHaveBeenCalledOnce();
    expect(old.dialog.remove).toHaveBeenCalledOnce();
    expect(pool.take('failed')).toBeNull();
    expect(failed.slot.destroy).toHaveBeenCalledOnce();
    pool.add(degraded);
    expect(pool.has('degraded')).toBe(false);
  });

  it(`keeps at most ${WARM_POOL_SIZE}, dropping the oldest`, () => {
    const pool = createWarmPool({ now: () => 0 });
    const entries = ['a', 'b', 'c'].map((key) => warm(key, 0));
    entries.forEach((entry) => pool.add(entry));
    expect(pool.size()).toBe(WARM_POOL_SIZE);
    expect(pool.has('a')).toBe(false);
    expect(entries[0]!.slot.destroy).toHaveBeenCalledOnce();
    pool.clear();
    expect(pool.size()).toBe(0);
    expect(entries[2]!.dialog.remove).toHaveBeenCalledOnce();
  });
});
