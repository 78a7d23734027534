import { describe, expect, it, vi } from 'vitest';
import { signInHostContract } from './host-contracts';
import { validatedHandlers } from './validate-calls';

describe('validatedHandlers', () => {
  it("offers exactly the contract's methods", () => {
    const offered = validatedHandlers(signInHostContract, () => ({ close: vi.fn(), somethingExtra: vi.fn() }), vi.fn());
    expect(Object.keys(offered).sort()).toEqual(Object.keys(signInHostContract).sort());
  });

  it('checks each call before it reaches the handler', () => {
    const resized = vi.fn();
    const log = vi.fn();
    const offered = validatedHandlers(signInHostContract, () => ({ resized }), log);
    expect(() => offered.resized!('420px')).toThrow(/^INVALID_MESSAGE: /);
    expect(resized).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('refused a malformed call', expect.objectContaining({ method: 'resized' }));
    offered.resized!(420);
    expect(resized).toHaveBeenCalledExactlyOnceWith(420);
  });

  it('reads the handlers at each call, so a page may change them', () => {
    let close = vi.fn();
    const offered = validatedHandlers(signInHostContract, () => ({ close }), vi.fn());
    const first = close;
    offered.close!();
    close = vi.fn();
    offered.close!();
    expect(first).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
  });
});
