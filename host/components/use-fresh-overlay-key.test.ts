// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFreshOverlayKey } from './use-fresh-overlay-key';

describe('useFreshOverlayKey', () => {
  it('keeps its key while the dialog opens and stays open, and changes it on each close', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useFreshOverlayKey(isOpen), { initialProps: { isOpen: false } });
    const first = result.current;
    rerender({ isOpen: true });
    rerender({ isOpen: true });
    expect(result.current).toBe(first);
    rerender({ isOpen: false });
    const second = result.current;
    expect(second).not.toBe(first);
    rerender({ isOpen: false });
    expect(result.current).toBe(second);
    rerender({ isOpen: true });
    rerender({ isOpen: false });
    expect(result.current).not.toBe(second);
  });
});
