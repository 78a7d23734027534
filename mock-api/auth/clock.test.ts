import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockStartingAt } from './clock';

describe('clockStartingAt', () => {
  afterEach(() => vi.useRealTimers());

  it('tells its start first, then moves on by the time that passed, whatever the wall clock says', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: new Date('2031-05-05T05:05:05Z') });
    const clock = clockStartingAt(new Date('2026-11-27T12:00:00Z'));
    expect(clock().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(clock().toISOString()).toBe('2026-11-27T12:01:30.000Z');
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    expect(clock().toISOString()).toBe('2026-11-27T12:01:30.000Z');
  });
});
