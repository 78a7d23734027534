// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FRAME_HEIGHT_PX, lastHeights } from './last-heights';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('lastHeights', () => {
  it('answers the default height for an overlay never seen in this tab', () => {
    expect(lastHeights.of('sign-in', 'accountModal')).toBe(DEFAULT_FRAME_HEIGHT_PX);
  });

  it('remembers each overlay and variant apart', () => {
    lastHeights.remember('sign-in', 627, 'accountModal');
    lastHeights.remember('sign-in', 480, 'flyout');
    lastHeights.remember('reservation-lookup', 402);
    expect(lastHeights.of('sign-in', 'accountModal')).toBe(627);
    expect(lastHeights.of('sign-in', 'flyout')).toBe(480);
    expect(lastHeights.of('reservation-lookup')).toBe(402);
    expect(lastHeights.of('sign-in')).toBe(DEFAULT_FRAME_HEIGHT_PX);
  });

  it('ignores what is not a positive height', () => {
    sessionStorage.setItem('portico:last-frame-height:sign-in', 'tall');
    expect(lastHeights.of('sign-in')).toBe(DEFAULT_FRAME_HEIGHT_PX);
  });

  it('loses nothing but the size when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => lastHeights.remember('sign-in', 627)).not.toThrow();
    expect(lastHeights.of('sign-in')).toBe(DEFAULT_FRAME_HEIGHT_PX);
  });
});
