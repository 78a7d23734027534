import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteProxy } from 'penpal';
import type { OverlayApi } from '../protocol';
import { LATE_ANSWER_MS, startHeartbeat } from './heartbeat';

const OPTIONS = { intervalMs: 1000, timeoutMs: 300 };

/** An overlay whose answers to `ping` the test chooses, one at a time. */
function overlayAnswering(...answers: ('answer' | 'miss')[]) {
  const ping = vi.fn(() => (answers.shift() === 'miss' ? Promise.reject(new Error('Method call ping() timed out after 300ms')) : Promise.resolve()));
  return { overlay: { ping } as unknown as RemoteProxy<OverlayApi>, ping };
}

function handlers() {
  return { onMissed: vi.fn(), onAnswered: vi.fn(), onLost: vi.fn() };
}

describe('startHeartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings the overlay once every interval, waiting for a late answer up to its limit', async () => {
    const { overlay, ping } = overlayAnswering();
    const stop = startHeartbeat(overlay, OPTIONS, handlers());
    await vi.advanceTimersByTimeAsync(999);
    expect(ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledOnce();
    expect(ping.mock.calls[0]).toEqual([expect.objectContaining({ timeout: LATE_ANSWER_MS })]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ping).toHaveBeenCalledTimes(3);
    stop();
  });

  it('says nothing while the overlay answers', async () => {
    const { overlay } = overlayAnswering('answer', 'answer', 'answer');
    const on = handlers();
    const stop = startHeartbeat(overlay, OPTIONS, on);
    await vi.advanceTimersByTimeAsync(3000);
    expect(on.onMissed).not.toHaveBeenCalled();
    expect(on.onAnswered).not.toHaveBeenCalled();
    expect(on.onLost).not.toHaveBeenCalled();
    stop();
  });

  it('reports one missed ping, then the answer that follows it', async () => {
    const { overlay } = overlayAnswering('answer', 'miss', 'answer', 'answer');
    const on = handlers();
    const stop = startHeartbeat(overlay, OPTIONS, on);
    await vi.advanceTimersByTimeAsync(2000);
    expect(on.onMissed).toHaveBeenCalledOnce();
    expect(on.onAnswered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(on.onAnswered).toHaveBeenCalledOnce();
    expect(on.onLost).not.toHaveBeenCalled();
    stop();
  });

  it('forgives a miss once answered: misses apart are never a loss', async () => {
    const { overlay } = overlayAnswering('miss', 'answer', 'miss', 'answer', 'miss');
    const on = handlers();
    const stop = startHeartbeat(overlay, OPTIONS, on);
    await vi.advanceTimersByTimeAsync(5000);
    expect(on.onMissed).toHaveBeenCalledTimes(3);
    expect(on.onAnswered).toHaveBeenCalledTimes(2);
    expect(on.onLost).not.toHaveBeenCalled();
    stop();
  });

  it('reports the overlay lost once after two misses in a row, and pings no more', async () => {
    const { overlay, ping } = overlayAnswering('miss', 'miss', 'miss', 'miss');
    const on = handlers();
    startHeartbeat(overlay, OPTIONS, on);
    await vi.advanceTimersByTimeAsync(2000);
    expect(on.onMissed).toHaveBeenCalledOnce();
    expect(on.onLost).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(on.onLost).toHaveBeenCalledOnce();
  });

  it('takes a late answer as a busy overlay, not a dead one: the misses start again from none', async () => {
    const answers: (() => void)[] = [];
    const ping = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const on = handlers();
    const stop = startHeartbeat({ ping } as unknown as RemoteProxy<OverlayApi>, OPTIONS, on);
    await vi.advanceTimersByTimeAsync(1300);
    expect(on.onMissed).toHaveBeenCalledOnce();
    // The busy overlay answers the first ping 1.1 s late, after the second was sent and before it timed out.
    await vi.advanceTimersByTimeAsync(800);
    expect(ping).toHaveBeenCalledTimes(2);
    answers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(on.onAnswered).toHaveBeenCalledOnce();
    // The second ping is missed too; it is a first miss again, not a loss.
    await vi.advanceTimersByTimeAsync(200);
    expect(on.onMissed).toHaveBeenCalledTimes(2);
    expect(on.onLost).not.toHaveBeenCalled();
    stop();
  });

  it('counts nothing while the page is hidden, and sends no ping', async () => {
    let isHidden = true;
    const { overlay, ping } = overlayAnswering('miss', 'miss', 'miss', 'miss');
    const on = handlers();
    const stop = startHeartbeat(overlay, OPTIONS, on, { isHidden: () => isHidden });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).not.toHaveBeenCalled();
    isHidden = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(on.onMissed).toHaveBeenCalledOnce();
    // Hidden again before the next ping's answer was due: a silence then is not counted.
    isHidden = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(on.onLost).not.toHaveBeenCalled();
    stop();
  });

  it('leaves no timer behind once stopped, and ignores a ping that settles after', async () => {
    let answerLate!: () => void;
    const ping = vi.fn(() => new Promise<void>((_, reject) => (answerLate = () => reject(new Error('gone')))));
    const on = handlers();
    expect(vi.getTimerCount()).toBe(0);
    const stop = startHeartbeat({ ping } as unknown as RemoteProxy<OverlayApi>, OPTIONS, on);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    answerLate();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ping).toHaveBeenCalledOnce();
    expect(on.onMissed).not.toHaveBeenCalled();
  });
});
