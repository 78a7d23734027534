import { vi, type Mock } from 'vitest';
import type { HostHandlers, MethodsOf } from '../protocol';
import type { HostContractOf, HostOverlayName } from '../protocol/host-methods';
import type { OverlayBridgeState, UseOverlayBridgeOptions } from '../react/use-overlay-bridge';
import type { OverlayTimings } from '../session/lifecycle';

/** The fake never says the overlay accepts input, so a page's tests see no timings event they did not ask for. */
const UNTIMED: OverlayTimings = { handshakeMs: null, firstHeightMs: null, interactiveMs: null };

/**
 * The bridge test kit's fake overlay, for a host page's component tests (vitest + Testing Library): it
 * stands in for `useOverlayBridge`, catches the handlers the page gives its frame, and lets the test
 * play the overlay. A host test mocks the hook with it:
 *
 *   const overlay = createFakeOverlay<'reservation-lookup'>();
 *   vi.mock('…/bridge/react/use-overlay-bridge', () => ({ useOverlayBridge: (options) => overlay.answer(options) }));
 *
 * then calls `overlay.host().navigate('/…')` as the overlay would, `overlay.connect()` to finish the
 * handshake (its `configure` and `focus` are spies), and `overlay.resize(420)` to report a height.
 */
export type FakeOverlay<Name extends HostOverlayName> = {
  /** What the page's frame offers the overlay, as it was on the last render; throws before the frame rendered. */
  host(): HostHandlers<MethodsOf<HostContractOf<Name>>>;
  /** The overlay's own methods, as the host calls them. */
  spies: { configure: Mock; focus: Mock };
  /** What the mocked hook answers; call it from the vi.mock factory. */
  answer(options: UseOverlayBridgeOptions<Name>): { state: OverlayBridgeState; height: number | null; lifecycle: string; timings: OverlayTimings; attempt: number; retry: Mock };
  /** Completes the handshake on the next render. */
  connect(): void;
  /** Reports a content height on the next render (as the frame's height: content plus 20 px). */
  resize(contentHeight: number): void;
  /** Fails the handshake on the next render. */
  fail(error?: Error): void;
  reset(): void;
};

export function createFakeOverlay<Name extends HostOverlayName>(): FakeOverlay<Name> {
  const spies = { configure: vi.fn().mockResolvedValue(undefined), focus: vi.fn().mockResolvedValue(undefined) };
  const retry = vi.fn();
  let handlers: HostHandlers<MethodsOf<HostContractOf<Name>>> | null = null;
  let state: OverlayBridgeState = { status: 'connecting' };
  let height: number | null = null;
  return {
    host() {
      if (!handlers) throw new Error('The page has not rendered its overlay frame yet.');
      return handlers;
    },
    spies,
    answer(options) {
      handlers = options.handlers as HostHandlers<MethodsOf<HostContractOf<Name>>>;
      return { state, height, lifecycle: state.status === 'connected' ? (height === null ? 'handshaking' : 'ready') : 'loading', timings: UNTIMED, attempt: 0, retry };
    },
    connect() {
      state = { status: 'connected', overlay: { ...spies, hello: vi.fn(), ping: vi.fn() } as never };
    },
    resize(contentHeight) {
      height = contentHeight + 20;
    },
    fail(error = new Error('The overlay did not answer.')) {
      state = { status: 'failed', error };
    },
    reset() {
      handlers = null;
      state = { status: 'connecting' };
      height = null;
      retry.mockReset();
      Object.values(spies).forEach((spy) => spy.mockReset().mockResolvedValue(undefined));
    },
  };
}
