import { vi, type Mock } from 'vitest';
import type { AnyHostApi, RemoteProxy } from '../index';
import type { HostBridgeState, UseHostBridgeOptions } from '../react/use-host-bridge';

/**
 * The bridge test kit's fake host, for an overlay's component tests (vitest + Testing Library): a spy
 * for every method of the overlay's contract, resolving as penpal's remote calls do, and the state
 * `useHostBridge` answers. An overlay's test mocks the hook with it:
 *
 *   const host = createFakeHost<SignInHostApi>(['signInSucceeded']);
 *   vi.mock('…/bridge/react/use-host-bridge', () => ({ useHostBridge: (options) => host.bridge.answer(options) }));
 *
 * then asserts on `host.spies.signInSucceeded`, drives the overlay's handlers through
 * `host.bridge.options` (`onConfigure`, `onFocus`), or opens the overlay on its own page with
 * `host.bridge.state = { status: 'standalone' }`.
 */
export type FakeHost<Api extends AnyHostApi> = {
  spies: { [Method in keyof Api]-?: Mock };
  bridge: {
    state: HostBridgeState<Api>;
    /** What the overlay passed `useHostBridge` on its last render. */
    options: UseHostBridgeOptions | null;
    answer(options: UseHostBridgeOptions): HostBridgeState<Api>;
  };
  /** Back to connected, every spy forgotten and resolving again. */
  reset(): void;
  /** Every argument the overlay passed the host, as one text to search (for what must never cross). */
  everythingSent(): string;
};

const PLUMBING = ['resized', 'graphQlError', 'reloadParent', 'close', 'navigate', 'emit'] as const;

export function createFakeHost<Api extends AnyHostApi>(ownMethods: readonly Exclude<keyof Api & string, (typeof PLUMBING)[number]>[] = []): FakeHost<Api> {
  const spies = Object.fromEntries([...PLUMBING, ...ownMethods].map((name) => [name, vi.fn().mockResolvedValue(undefined)])) as FakeHost<Api>['spies'];
  const connected = (): HostBridgeState<Api> => ({ status: 'connected', host: spies as unknown as RemoteProxy<Api> });
  const fake: FakeHost<Api> = {
    spies,
    bridge: {
      state: connected(),
      options: null,
      answer(options) {
        fake.bridge.options = options;
        return fake.bridge.state;
      },
    },
    reset() {
      fake.bridge.state = connected();
      fake.bridge.options = null;
      Object.values<Mock>(spies).forEach((spy) => spy.mockReset().mockResolvedValue(undefined));
    },
    everythingSent: () => JSON.stringify(Object.values<Mock>(spies).map((spy) => spy.mock.calls)),
  };
  return fake;
}
