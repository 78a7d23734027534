// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import type { RemoteProxy } from 'penpal';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LifecycleState, OverlayApi, OverlayOptions, OverlayTimings } from '../../bridge';
import { pageEventNames } from '../services/page-events';
import type { OverlayBridgeState } from '../../bridge/react/use-overlay-bridge';
import { DEFAULT_FRAME_HEIGHT_PX, lastHeights } from '../../bridge/session/last-heights';
import { OverlayFrame } from './overlay-frame';

// The bridge has its own tests; here it is a state the test moves on: connected or not, a height or none.
const bridge = vi.hoisted(() => ({
  state: { status: 'connecting' } as OverlayBridgeState,
  height: null as number | null,
  lifecycle: 'loading' as LifecycleState,
  timings: { handshakeMs: null, firstHeightMs: null, interactiveMs: null } as OverlayTimings,
}));
vi.mock('../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'https://overlay.example' } }));
vi.mock('../../bridge/react/use-overlay-bridge', () => ({
  useOverlayBridge: () => ({ state: bridge.state, height: bridge.height, lifecycle: bridge.lifecycle, timings: bridge.timings, attempt: 0, retry: vi.fn() }),
}));

const overlay = { configure: vi.fn(), focus: vi.fn() };
const handlers = { signInSucceeded: vi.fn(), graphQlError: vi.fn(), reloadParent: vi.fn(), close: vi.fn(), navigate: vi.fn(), emit: vi.fn() };
const options: OverlayOptions = { locale: 'en-US', variant: 'accountModal', returnTo: '/', clientId: null, redirectTo: null };

function frame(isActive = true) {
  return <OverlayFrame overlay="sign-in" src="https://overlay.example/signInOverlay.mi" overlayOrigin="https://overlay.example" title="Sign in to Portico Rewards" options={options} handlers={handlers} isActive={isActive} />;
}
const iframe = () => screen.getByTitle<HTMLIFrameElement>('Sign in to Portico Rewards');

beforeEach(() => {
  sessionStorage.clear();
  bridge.state = { status: 'connecting' };
  bridge.height = null;
  bridge.lifecycle = 'loading';
  bridge.timings = { handshakeMs: null, firstHeightMs: null, interactiveMs: null };
  overlay.configure.mockReset();
  overlay.focus.mockReset();
});

describe('OverlayFrame', () => {
  it('shows the frame at once at the default height, over the skeleton, out of the keyboard order and the accessibility tree', () => {
    render(frame());
    expect(iframe()).toBeVisible();
    expect(iframe().style.height).toBe(`${DEFAULT_FRAME_HEIGHT_PX}px`);
    expect(iframe()).toHaveAttribute('aria-hidden', 'true');
    expect(iframe()).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('opens at the height this overlay and variant last had in the tab', () => {
    lastHeights.remember('sign-in', 627, 'accountModal');
    lastHeights.remember('sign-in', 480, 'flyout');
    render(frame());
    expect(iframe().style.height).toBe('627px');
  });

  it('once connected with a height: takes it, remembers it, drops the skeleton, and gives the frame the focus', () => {
    const { rerender } = render(frame());
    bridge.state = { status: 'connected', overlay: overlay as unknown as RemoteProxy<OverlayApi> };
    bridge.height = 655;
    act(() => rerender(frame()));
    expect(iframe().style.height).toBe('655px');
    expect(lastHeights.of('sign-in', 'accountModal')).toBe(655);
    expect(iframe()).not.toHaveAttribute('aria-hidden');
    expect(iframe()).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(iframe()).toHaveFocus();
    expect(overlay.focus).toHaveBeenCalledOnce();
  });

  it('sends the overlay’s lifecycle timings to the data layer once, when it is shown and accepts input', () => {
    const dataLayer = vi.fn();
    window.addEventListener(pageEventNames.dataLayer, dataLayer);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    try {
      const { rerender } = render(frame());
      bridge.state = { status: 'connected', overlay: overlay as unknown as RemoteProxy<OverlayApi> };
      bridge.height = 655;
      bridge.lifecycle = 'ready';
      bridge.timings = { handshakeMs: 212, firstHeightMs: 240, interactiveMs: null };
      act(() => rerender(frame()));
      // Shown, but not yet accepting input: the figures are not whole.
      expect(dataLayer).not.toHaveBeenCalled();
      bridge.timings = { handshakeMs: 212, firstHeightMs: 240, interactiveMs: 251 };
      act(() => rerender(frame()));
      bridge.timings = { ...bridge.timings };
      act(() => rerender(frame()));
      expect(dataLayer).toHaveBeenCalledOnce();
      const expected = { name: 'overlayTimings', detail: { overlay: 'sign-in', handshakeMs: 212, firstHeightMs: 240, interactiveMs: 251, attempt: 0 } };
      expect((dataLayer.mock.calls[0]![0] as CustomEvent).detail).toEqual(expected);
      expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body)).event).toEqual(expected);
    } finally {
      window.removeEventListener(pageEventNames.dataLayer, dataLayer);
      fetch.mockRestore();
    }
  });

  it('leaves the focus where it is when the visitor already clicked into the painted form', () => {
    const { rerender } = render(frame());
    iframe().focus();
    bridge.state = { status: 'connected', overlay: overlay as unknown as RemoteProxy<OverlayApi> };
    bridge.height = 655;
    act(() => rerender(frame()));
    expect(overlay.focus).not.toHaveBeenCalled();
  });

  it('takes no focus while preloading out of sight', () => {
    const { rerender } = render(frame(false));
    bridge.state = { status: 'connected', overlay: overlay as unknown as RemoteProxy<OverlayApi> };
    bridge.height = 655;
    act(() => rerender(frame(false)));
    expect(overlay.focus).not.toHaveBeenCalled();
    expect(iframe()).not.toHaveFocus();
  });
});
