import { describe, expect, it, vi } from 'vitest';
import type { ExtendCartInput } from '../../../../shared/graphql/generated/graphql';
import { extendCartHold, type ExtendedHold } from './extend-cart-hold';
import { graphQlRefusal } from './testing/cart-fake-api';

const renewed = (revisionNumber: number): ExtendedHold => ({ id: 'CART-1', revisionNumber, expiresAt: '2026-07-01T12:30:00.000Z' });

describe('extendCartHold', () => {
  it('renews the hold at the revision the page knows', async () => {
    const extend = vi.fn(async (input: ExtendCartInput) => renewed(input.revisionNumber + 1));
    const reread = vi.fn();
    expect(await extendCartHold({ id: 'CART-1', revisionNumber: 4 }, { extend, reread })).toEqual(renewed(5));
    expect(extend).toHaveBeenCalledExactlyOnceWith({ cartId: 'CART-1', revisionNumber: 4 });
    expect(reread).not.toHaveBeenCalled();
  });

  it('after STALE_REVISION reads the cart again and retries once at the revision read', async () => {
    const extend = vi
      .fn<(input: ExtendCartInput) => Promise<ExtendedHold>>()
      .mockRejectedValueOnce(graphQlRefusal('STALE_REVISION'))
      .mockImplementationOnce(async (input) => renewed(input.revisionNumber + 1));
    const reread = vi.fn(async () => ({ id: 'CART-1', revisionNumber: 6 }));
    expect(await extendCartHold({ id: 'CART-1', revisionNumber: 4 }, { extend, reread })).toEqual(renewed(7));
    expect(extend.mock.calls.map(([input]) => input.revisionNumber)).toEqual([4, 6]);
    expect(reread).toHaveBeenCalledOnce();
  });

  it('retries only once: a second STALE_REVISION is thrown', async () => {
    const extend = vi.fn(async () => Promise.reject(graphQlRefusal('STALE_REVISION')));
    const reread = vi.fn(async () => ({ id: 'CART-1', revisionNumber: 6 }));
    await expect(extendCartHold({ id: 'CART-1', revisionNumber: 4 }, { extend, reread })).rejects.toMatchObject({
      response: { errors: [{ extensions: { code: 'STALE_REVISION' } }] },
    });
    expect(extend).toHaveBeenCalledTimes(2);
  });

  it.each(['CART_VALIDATION_FAILED', 'SESSION_VALIDATION_FAILED', 'INTERNAL_SERVER_ERROR'])('throws %s at once, without reading again', async (code) => {
    const extend = vi.fn(async () => Promise.reject(graphQlRefusal(code)));
    const reread = vi.fn();
    await expect(extendCartHold({ id: 'CART-1', revisionNumber: 4 }, { extend, reread })).rejects.toBeInstanceOf(Error);
    expect(extend).toHaveBeenCalledOnce();
    expect(reread).not.toHaveBeenCalled();
  });

  it('throws what the re-read throws (the cart expired meanwhile)', async () => {
    const extend = vi.fn(async () => Promise.reject(graphQlRefusal('STALE_REVISION')));
    const reread = vi.fn(async () => Promise.reject(graphQlRefusal('CART_VALIDATION_FAILED')));
    await expect(extendCartHold({ id: 'CART-1', revisionNumber: 4 }, { extend, reread })).rejects.toMatchObject({
      response: { errors: [{ extensions: { code: 'CART_VALIDATION_FAILED' } }] },
    });
    expect(extend).toHaveBeenCalledOnce();
  });
});
