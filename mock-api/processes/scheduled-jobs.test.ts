import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScheduledJobs } from './scheduled-jobs';

const log = pino({ level: 'silent' });

afterEach(() => vi.useRealTimers());

describe('the scheduled jobs', () => {
  it('run at start and then every interval, with the clock’s time', async () => {
    vi.useFakeTimers();
    const times: Date[] = [];
    let now = new Date('2026-07-09T17:59:00Z');
    const jobs = startScheduledJobs([{ name: 'test', everyMs: 60_000, run: async (at) => (times.push(at), 0) }], log, () => now);
    await vi.advanceTimersByTimeAsync(0);
    now = new Date('2026-07-09T18:00:00Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([new Date('2026-07-09T17:59:00Z'), new Date('2026-07-09T18:00:00Z')]);
    await jobs.stop();
  });

  it('never run one job twice at once: a slow run delays the next', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let runs = 0;
    const jobs = startScheduledJobs(
      [{ name: 'slow', everyMs: 1_000, run: async () => { active += 1; runs += 1; most = Math.max(most, active); await new Promise((resolve) => setTimeout(resolve, 5_000)); active -= 1; return 0; } }],
      log,
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
    // Stopping waits for the run in flight to end.
    const stopped = jobs.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
  });

  it('keep running after a failed run, and stop waits for the run in flight', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const warn = vi.spyOn(log, 'warn');
    const jobs = startScheduledJobs([{ name: 'flaky', everyMs: 1_000, run: async () => { calls += 1; if (calls === 1) throw new Error('database away'); return 1; } }], log);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'scheduled_job_failed', job: 'flaky' }), expect.any(String));
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(2);
  });
});
