import { describe, expect, it, vi } from 'vitest';
import { createHeightGuard, MAX_CONTENT_HEIGHT_PX } from './height-guard';

/** A guard on a clock the test moves by hand. */
function guard() {
  const clock = { now: 0 };
  const log = vi.fn();
  const heights = createHeightGuard({ log, now: () => clock.now });
  /** Reports each height `stepMs` after the one before, answering what the frame should follow for each. */
  const report = (sequence: number[], stepMs = 100) =>
    sequence.map((height) => {
      clock.now += stepMs;
      return heights.accept(height);
    });
  return { heights, log, report, clock };
}

describe('createHeightGuard', () => {
  it('passes an ordinary sequence of heights through unchanged, logging nothing', () => {
    const { report, log } = guard();
    expect(report([320, 420, 480, 480, 300, MAX_CONTENT_HEIGHT_PX])).toEqual([320, 420, 480, 480, 300, MAX_CONTENT_HEIGHT_PX]);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([0, -1, -420])('ignores a height of %s with a logged reason', (height) => {
    const { heights, log } = guard();
    expect(heights.accept(height)).toBeNull();
    expect(log).toHaveBeenCalledExactlyOnceWith('ignored a content height of 0 or less', { height });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('ignores a height that is not a finite number (%s) with a logged reason', (height) => {
    const { heights, log } = guard();
    expect(heights.accept(height)).toBeNull();
    expect(log).toHaveBeenCalledExactlyOnceWith('ignored a content height that is not a finite number', { height });
  });

  it('ignores a height taller than any form with a logged reason naming the limit', () => {
    const { heights, log } = guard();
    expect(heights.accept(MAX_CONTENT_HEIGHT_PX + 1)).toBeNull();
    expect(heights.accept(1e9)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('ignored an implausible content height', { height: MAX_CONTENT_HEIGHT_PX + 1, maxHeight: MAX_CONTENT_HEIGHT_PX });
  });

  it('takes its limit from maxHeight when given', () => {
    const log = vi.fn();
    const heights = createHeightGuard({ log, now: () => 0, maxHeight: 800 });
    expect(heights.accept(800)).toBe(800);
    expect(heights.accept(801)).toBeNull();
  });

  it('keeps following heights after ignoring an implausible one', () => {
    const { report } = guard();
    expect(report([400, 0, 420, Number.NaN, 440])).toEqual([400, null, 420, null, 440]);
  });

  it('damps heights flipping between two values within a second to the taller of the two, logging it once', () => {
    const { report, log } = guard();
    expect(report([400, 460, 400, 460, 400])).toEqual([400, 460, 400, 460, 460]);
    expect(log).toHaveBeenCalledExactlyOnceWith('damped a content height that kept flipping', { low: 400, high: 460 });
  });

  it('ignores either of the two flipping heights once damped, until a third height arrives', () => {
    const { report, log } = guard();
    report([400, 460, 400, 460, 400]);
    expect(report([400, 460, 400, 460, 400, 460])).toEqual([null, null, null, null, null, null]);
    expect(log).toHaveBeenCalledOnce();
    expect(report([520, 400])).toEqual([520, 400]);
  });

  it('does not damp heights that flip more slowly than the window', () => {
    const { report, log } = guard();
    expect(report([400, 460, 400, 460, 400, 460, 400], 400)).toEqual([400, 460, 400, 460, 400, 460, 400]);
    expect(log).not.toHaveBeenCalled();
  });

  it('does not damp a content that grows, shrinks and grows to different heights', () => {
    const { report, log } = guard();
    expect(report([400, 460, 400, 480, 400])).toEqual([400, 460, 400, 480, 400]);
    expect(log).not.toHaveBeenCalled();
  });

  it('does not count ignored heights as flips', () => {
    const { report, log } = guard();
    expect(report([400, 0, 460, 0, 400, 0, 460])).toEqual([400, null, 460, null, 400, null, 460]);
    expect(log).not.toHaveBeenCalledWith('damped a content height that kept flipping', expect.anything());
  });
});
