import { vi } from 'vitest';
import type { PaymentHostApi } from '../../../bridge';
import type { HostBridgeState, UseHostBridgeOptions } from '../../../bridge/react/use-host-bridge';

/** The host's side of the bridge in component tests: a spy for each method of PaymentHostApi. */
export const fakeHost = { resized: vi.fn(), graphQlError: vi.fn(), reloadParent: vi.fn(), close: vi.fn(), navigate: vi.fn(), emit: vi.fn(), paymentCompleted: vi.fn() };

/**
 * What the mocked useHostBridge answers: connected to `fakeHost` unless a test sets it otherwise, and
 * what the overlay passed it last. Test files mock `bridge/react/use-host-bridge` with
 * `(options) => hostBridge.answer(options)`.
 */
export const hostBridge = {
  state: { status: 'standalone' } as HostBridgeState<PaymentHostApi>,
  options: null as UseHostBridgeOptions | null,
  answer(options: UseHostBridgeOptions) {
    hostBridge.options = options;
    return hostBridge.state;
  },
};

export function resetFakeHost() {
  hostBridge.state = { status: 'connected', host: fakeHost as never };
  Object.values(fakeHost).forEach((spy) => spy.mockReset().mockResolvedValue(undefined));
}

/** Every argument the overlay passed to the host, as one text to search. */
export function everythingSentToHost(): string {
  return JSON.stringify(Object.values(fakeHost).map((spy) => spy.mock.calls));
}
