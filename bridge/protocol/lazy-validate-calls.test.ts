import { describe, expect, it, vi } from 'vitest';
import { checkCall } from './check-call';
import { lazilyValidatedHandlers, type LoadedChecks } from './lazy-validate-calls';
import { overlayContract } from './overlay-contract';

const options = { locale: 'en-US', variant: 'compact', returnTo: '/account', clientId: null, redirectTo: null };

function loadingChecks() {
  let load!: () => void;
  const checks = new Promise<LoadedChecks>((resolve) => {
    load = () => resolve({ contract: overlayContract, checkCall });
  });
  return { checks, load };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazilyValidatedHandlers', () => {
  it('offers exactly the methods it is given, before the checks have loaded', () => {
    const offered = lazilyValidatedHandlers(['configure', 'focus'], new Promise(() => {}), () => ({}), vi.fn());
    expect(Object.keys(offered)).toEqual(['configure', 'focus']);
  });

  it('holds each call until the checks have loaded, then runs it checked', async () => {
    const { checks, load } = loadingChecks();
    const configure = vi.fn(() => 'configured');
    const offered = lazilyValidatedHandlers(['configure'], checks, () => ({ configure }), vi.fn());
    const answer = offered.configure!(options);
    await settle();
    expect(configure).not.toHaveBeenCalled();
    load();
    await expect(answer).resolves.toBe('configured');
    expect(configure).toHaveBeenCalledExactlyOnceWith(options);
  });

  it('refuses a malformed call once the checks have loaded, never running the handler', async () => {
    const { checks, load } = loadingChecks();
    const configure = vi.fn();
    const log = vi.fn();
    const offered = lazilyValidatedHandlers(['configure'], checks, () => ({ configure }), log);
    const answer = offered.configure!({ locale: 'en-US' });
    load();
    await expect(answer).rejects.toMatchObject({ name: 'BridgeError', message: expect.stringMatching(/^INVALID_MESSAGE: configure: /) });
    expect(configure).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('refused a malformed call', expect.objectContaining({ method: 'configure' }));
  });
});
