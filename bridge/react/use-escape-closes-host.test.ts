// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEscapeClosesHost } from './use-escape-closes-host';

afterEach(() => vi.useRealTimers());

const keyUp = (key: string) => document.dispatchEvent(new KeyboardEvent('keyup', { key }));

describe('useEscapeClosesHost', () => {
  it('closes the host after the Escape key event has finished, and ignores other keys', () => {
    vi.useFakeTimers();
    const host = { close: vi.fn(async () => undefined) };
    renderHook(() => useEscapeClosesHost(host));
    keyUp('Enter');
    keyUp('Escape');
    expect(host.close).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(host.close).toHaveBeenCalledTimes(1);
  });

  it('listens no more once unmounted, and not at all without a host', () => {
    vi.useFakeTimers();
    const host = { close: vi.fn(async () => undefined) };
    const { unmount } = renderHook(() => useEscapeClosesHost(host));
    unmount();
    renderHook(() => useEscapeClosesHost(null));
    keyUp('Escape');
    vi.runAllTimers();
    expect(host.close).not.toHaveBeenCalled();
  });
});
