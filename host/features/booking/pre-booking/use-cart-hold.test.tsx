// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartHoldPhase, useCartHold } from './use-cart-hold';

const START = Date.parse('2026-07-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(START + seconds * 1000).toISOString();

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('cartHoldPhase', () => {
  it('is held above 300 s, warning from exactly 300 s to 1 s, expired at 0', () => {
    expect(cartHoldPhase(900)).toBe('held');
    expect(cartHoldPhase(301)).toBe('held');
    expect(cartHoldPhase(300)).toBe('warning');
    expect(cartHoldPhase(1)).toBe('warning');
    expect(cartHoldPhase(0)).toBe('expired');
  });
});

describe('useCartHold', () => {
  it('counts the hold down second by second from expiresAt', () => {
    const { result } = renderHook(() => useCartHold(inSeconds(900)));
    expect(result.current).toEqual({ secondsLeft: 900, phase: 'held' });
    tick(1000);
    expect(result.current.secondsLeft).toBe(899);
    tick(59_000);
    expect(result.current.secondsLeft).toBe(840);
  });

  it('changes the count on the second it changes, from a hold that started mid-second', () => {
    const { result } = renderHook(() => useCartHold(new Date(START + 899_400).toISOString()));
    expect(result.current.secondsLeft).toBe(900);
    tick(399);
    expect(result.current.secondsLeft).toBe(900);
    tick(1);
    expect(result.current.secondsLeft).toBe(899);
  });

  it('warns at exactly 300 s left and not a second before', () => {
    const { result } = renderHook(() => useCartHold(inSeconds(900)));
    tick(599_000);
    expect(result.current).toEqual({ secondsLeft: 301, phase: 'held' });
    tick(1000);
    expect(result.current).toEqual({ secondsLeft: 300, phase: 'warning' });
  });

  it('is expired at 0 and stops there', () => {
    const { result } = renderHook(() => useCartHold(inSeconds(900)));
    tick(899_000);
    expect(result.current).toEqual({ secondsLeft: 1, phase: 'warning' });
    tick(1000);
    expect(result.current).toEqual({ secondsLeft: 0, phase: 'expired' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes back to held when the hold is extended (a new expiresAt)', () => {
    const { result, rerender } = renderHook(({ expiresAt }) => useCartHold(expiresAt), { initialProps: { expiresAt: inSeconds(900) } });
    tick(700_000);
    expect(result.current).toEqual({ secondsLeft: 200, phase: 'warning' });
    rerender({ expiresAt: inSeconds(700 + 900) });
    expect(result.current).toEqual({ secondsLeft: 900, phase: 'held' });
    tick(1000);
    expect(result.current.secondsLeft).toBe(899);
  });

  it('catches up at once when the tab comes back after its timers were held back', () => {
    const { result } = renderHook(() => useCartHold(inSeconds(900)));
    // A tab in the background: ten minutes pass and no timer fires.
    act(() => vi.setSystemTime(START + 600_000));
    expect(result.current.secondsLeft).toBe(900);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toEqual({ secondsLeft: 300, phase: 'warning' });
  });

  it('is over at once when the hold ran out while the tab was away', () => {
    const { result } = renderHook(() => useCartHold(inSeconds(900)));
    act(() => vi.setSystemTime(START + 20 * 60_000));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current).toEqual({ secondsLeft: 0, phase: 'expired' });
  });

  it('keeps counting right when the timers fire late after a jump', () => {
    const { result } = renderHook(() => useCartHold(inSeconds(900)));
    act(() => vi.setSystemTime(START + 400_000));
    tick(1000);
    expect(result.current).toEqual({ secondsLeft: 499, phase: 'held' });
  });

  it('leaves no timer or listener behind when unmounted', () => {
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = renderHook(() => useCartHold(inSeconds(900)));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });
});
