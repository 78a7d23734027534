import { ErrorCode, PenpalError, type RemoteProxy } from 'penpal';
import { describe, expect, it, vi } from 'vitest';
import type { GuestInfoHostApi } from './protocol';
import { withSettledCalls } from './settled-host-calls';

/** A host whose every call fails with `error`, as penpal's proxy would reject it. */
function failingHost(error: Error) {
  const calls: string[] = [];
  const proxy = new Proxy(
    {},
    {
      get: (_target, method) =>
        method === 'then'
          ? undefined
          : () => {
              calls.push(String(method));
              return Promise.reject(error);
            },
    },
  ) as RemoteProxy<GuestInfoHostApi>;
  return { proxy, calls };
}

const completed = { cartId: 'cart-1', revisionNumber: 2 } as Parameters<GuestInfoHostApi['guestInfoCompleted']>[0];

describe('the host as an overlay calls it', () => {
  it('says nothing when the host tore the connection down on the call that finished the overlay, and leaves no rejection unhandled', async () => {
    const log = vi.fn();
    const destroyed = new PenpalError(ErrorCode.ConnectionDestroyed, 'Method call guestInfoCompleted() failed due to destroyed connection');
    const { proxy, calls } = failingHost(destroyed);
    const host = withSettledCalls(proxy, log);
    // As the overlays call it: `void host.guestInfoCompleted(…)`. Vitest fails the run on an unhandled rejection.
    void host.guestInfoCompleted(completed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['guestInfoCompleted']);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs any other failure through the bridge log, and a caller that awaits still gets it', async () => {
    const log = vi.fn();
    const { proxy } = failingHost(new PenpalError(ErrorCode.MethodCallTimeout, 'Method call emit() timed out after 5000ms'));
    const host = withSettledCalls(proxy, log);
    await expect(host.emit({ name: 'guestInfoSaved', detail: { isMember: false, hasTravelAgent: false, insuranceAdded: false } })).rejects.toThrow('timed out');
    expect(log).toHaveBeenCalledWith('the host did not take emit()', { error: 'Method call emit() timed out after 5000ms' });
  });

  it('is not taken for a promise, so the connection can resolve with it', async () => {
    const host = withSettledCalls(failingHost(new Error('unused')).proxy, vi.fn());
    await expect(Promise.resolve(host)).resolves.toBe(host);
  });
});
