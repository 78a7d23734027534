// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { RemoteProxy } from 'penpal';
import type { OverlayApi } from '../protocol';
import type { HostOverlayName } from '../protocol/host-methods';
import { PROTOCOL_1_AGREEMENT } from '../protocol/version';
import type { OverlaySessionOptions, SessionEvent } from '../session/overlay-session';
import { useOverlayBridge, type UseOverlayBridgeOptions } from './use-overlay-bridge';

/** One session the hook created: what it was given, and its destroy spy. */
type FakeSession = { options: OverlaySessionOptions<HostOverlayName>; destroy: Mock };

const fake = vi.hoisted(() => {
  const sessions: FakeSession[] = [];
  const createOverlaySession = vi.fn((options: OverlaySessionOptions<HostOverlayName>) => {
    const session = { options, destroy: vi.fn() };
    sessions.push(session);
    // As the real session does: its first event says it is loading.
    options.onEvent({ type: 'lifecycle', state: 'loading', timings: { handshakeMs: null, firstHeightMs: null, interactiveMs: null }, agreement: null });
    return { ...session, state: () => 'loading', timings: () => ({ handshakeMs: null, firstHeightMs: null, interactiveMs: null }), overlay: () => null };
  });
  return { sessions, createOverlaySession };
});

vi.mock('../session/overlay-session', () => ({ createOverlaySession: fake.createOverlaySession }));

/** The allow-list a session would check a navigation against now. */
const readAllowList = (session: FakeSession) => {
  const allowNavigation = session.options.allowNavigation;
  return typeof allowNavigation === 'function' ? allowNavigation() : allowNavigation;
};

const timings = { handshakeMs: null, firstHeightMs: null, interactiveMs: null };
const overlay = { configure: vi.fn(), focus: vi.fn() } as unknown as RemoteProxy<OverlayApi>;

function renderBridge(overrides: Partial<UseOverlayBridgeOptions<'sign-in'>> = {}) {
  const iframe = document.createElement('iframe');
  const initialProps: UseOverlayBridgeOptions<'sign-in'> = {
    iframeRef: { current: iframe },
    overlayOrigin: 'https://overlay.example',
    overlay: 'sign-in',
    handlers: { close: vi.fn() },
    ...overrides,
  };
  const rendered = renderHook((props: UseOverlayBridgeOptions<'sign-in'>) => useOverlayBridge(props), { initialProps });
  /** Plays the current session reporting `event`. */
  const report = (event: SessionEvent) => act(() => fake.sessions.at(-1)!.options.onEvent(event));
  return { ...rendered, iframe, initialProps, report };
}

describe('useOverlayBridge', () => {
  beforeEach(() => {
    fake.sessions.length = 0;
    fake.createOverlaySession.mockClear();
  });

  it('starts one session on the frame, connecting and loading with no height', () => {
    const { result, iframe } = renderBridge({ allowNavigation: ['/reservation/'], timeoutMs: 5000 });
    expect(result.current).toMatchObject({ state: { status: 'connecting' }, height: null, lifecycle: 'loading', attempt: 0 });
    expect(fake.createOverlaySession).toHaveBeenCalledOnce();
    expect(fake.sessions[0]!.options).toMatchObject({
      iframe,
      overlayOrigin: 'https://overlay.example',
      overlay: 'sign-in',
      timeoutMs: 5000,
    });
    expect(readAllowList(fake.sessions[0]!)).toEqual(['/reservation/']);
  });

  it('starts no session while the frame is not rendered', () => {
    const { result } = renderBridge({ iframeRef: { current: null } });
    expect(fake.createOverlaySession).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'connecting' });
  });

  it('answers the lifecycle, the connection and the frame height the session reports', () => {
    const { result, report } = renderBridge();
    report({ type: 'lifecycle', state: 'handshaking', timings, agreement: null });
    expect(result.current.lifecycle).toBe('handshaking');
    expect(result.current.state).toEqual({ status: 'connecting' });

    report({ type: 'connected', overlay, agreement: PROTOCOL_1_AGREEMENT });
    expect(result.current.state).toEqual({ status: 'connected', overlay });

    report({ type: 'height', height: 420 });
    report({ type: 'lifecycle', state: 'ready', timings, agreement: PROTOCOL_1_AGREEMENT });
    expect(result.current).toMatchObject({ state: { status: 'connected', overlay }, height: 420, lifecycle: 'ready' });

    report({ type: 'lifecycle', state: 'degraded', timings, agreement: PROTOCOL_1_AGREEMENT });
    expect(result.current).toMatchObject({ state: { status: 'connected', overlay }, height: 420, lifecycle: 'degraded' });
  });

  it('answers failed with the session’s message when the session fails', () => {
    const { result, report } = renderBridge();
    report({ type: 'lifecycle', state: 'failed', timings, agreement: null, error: { code: 'OVERLAY_TIMEOUT', message: 'The overlay did not answer within 8000 ms.' } });
    expect(result.current.lifecycle).toBe('failed');
    expect(result.current.state.status).toBe('failed');
    expect(result.current.state.status === 'failed' && result.current.state.error.message).toBe('The overlay did not answer within 8000 ms.');
  });

  it('gives the session the handlers of the latest render, without starting a new one', () => {
    const { rerender, initialProps } = renderBridge();
    const close = vi.fn();
    rerender({ ...initialProps, handlers: { close } });
    expect(fake.createOverlaySession).toHaveBeenCalledOnce();
    expect(fake.sessions[0]!.options.handlers()).toEqual({ close });
  });

  it('reads the navigation allow-list of the latest render: a new array, as a page writes it inline, keeps the session', () => {
    const { rerender, initialProps } = renderBridge({ allowNavigation: ['/reservation/'] });
    rerender({ ...initialProps, allowNavigation: ['/reservation/'] });
    rerender({ ...initialProps, allowNavigation: ['/reservation/', 'https://members.hotel.example'] });
    expect(fake.createOverlaySession).toHaveBeenCalledOnce();
    expect(fake.sessions[0]!.destroy).not.toHaveBeenCalled();
    expect(readAllowList(fake.sessions[0]!)).toEqual(['/reservation/', 'https://members.hotel.example']);
  });

  it('destroys the session and starts a new one on retry, back to connecting with no height', () => {
    const { result, report } = renderBridge();
    report({ type: 'connected', overlay, agreement: PROTOCOL_1_AGREEMENT });
    report({ type: 'height', height: 420 });
    report({ type: 'lifecycle', state: 'failed', timings, agreement: null, error: { code: 'OVERLAY_LOST', message: 'gone' } });

    act(() => result.current.retry());

    expect(result.current).toMatchObject({ state: { status: 'connecting' }, height: null, lifecycle: 'loading', attempt: 1 });
    expect(fake.createOverlaySession).toHaveBeenCalledTimes(2);
    expect(fake.sessions[0]!.destroy).toHaveBeenCalledOnce();
    expect(fake.sessions[1]!.destroy).not.toHaveBeenCalled();
    report({ type: 'lifecycle', state: 'handshaking', timings, agreement: null });
    expect(result.current.lifecycle).toBe('handshaking');
  });

  it('destroys the session on unmount', () => {
    const { unmount } = renderBridge();
    unmount();
    expect(fake.sessions).toHaveLength(1);
    expect(fake.sessions[0]!.destroy).toHaveBeenCalledOnce();
  });
});
