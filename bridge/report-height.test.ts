// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameHeightFor, observeHeight } from './report-height';

type Callback = () => void;
let observed: Callback | undefined;
class FakeResizeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = undefined;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('observeHeight', () => {
  it('reports the height at once and on every change, rounded up, without repeats', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = document.createElement('main');
    let height = 300.2;
    element.getBoundingClientRect = () => ({ height }) as DOMRect;
    const report = vi.fn();
    const stop = observeHeight(element, report);
    observed?.();
    height = 412;
    observed?.();
    expect(report.mock.calls).toEqual([[301], [412]]);
    stop();
    expect(observed).toBeUndefined();
  });
});

describe('frameHeightFor', () => {
  it('adds the spec’s 20 px to the content height', () => {
    expect(frameHeightFor(400)).toBe(420);
  });
});
