// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { newStartKey, startedCarts } from './started-carts';

beforeEach(() => sessionStorage.clear());

const NOW = new Date('2027-03-01T12:00:00Z');

describe('the carts started in a tab for a page’s rate', () => {
  it('finds a rate’s cart again until it expires', () => {
    startedCarts.save('rate-a', { idempotencyKey: 'key-a', cartId: 'cart-a', expiresAt: '2027-03-01T12:15:00Z' });
    expect(startedCarts.read('rate-a', NOW)).toEqual({ idempotencyKey: 'key-a', cartId: 'cart-a', expiresAt: '2027-03-01T12:15:00Z' });
    expect(startedCarts.read('rate-a', new Date('2027-03-01T12:15:00Z'))).toBeNull();
    expect(startedCarts.read('rate-b', NOW)).toBeNull();
  });

  it('keeps a start still under way (its key, no cart yet) and ignores what another script stored', () => {
    startedCarts.save('rate-a', { idempotencyKey: 'key-a', cartId: null, expiresAt: null });
    expect(startedCarts.read('rate-a', NOW)).toEqual({ idempotencyKey: 'key-a', cartId: null, expiresAt: null });
    sessionStorage.setItem('portico.startedCart.rate-b', JSON.stringify({ cartId: 42 }));
    sessionStorage.setItem('portico.startedCart.rate-c', '{not json');
    expect(startedCarts.read('rate-b', NOW)).toBeNull();
    expect(startedCarts.read('rate-c', NOW)).toBeNull();
  });

  it('forgets a booked cart under every rate that named it, and nothing else', () => {
    startedCarts.save('rate-a', { idempotencyKey: 'key-a', cartId: 'cart-a', expiresAt: null });
    startedCarts.save('rate-a2', { idempotencyKey: 'key-a2', cartId: 'cart-a', expiresAt: null });
    startedCarts.save('rate-b', { idempotencyKey: 'key-b', cartId: 'cart-b', expiresAt: null });
    sessionStorage.setItem('portico.draft.guestInfo', '{}');
    startedCarts.forget('cart-a');
    expect(startedCarts.read('rate-a', NOW)).toBeNull();
    expect(startedCarts.read('rate-a2', NOW)).toBeNull();
    expect(startedCarts.read('rate-b', NOW)?.cartId).toBe('cart-b');
    expect(sessionStorage.getItem('portico.draft.guestInfo')).toBe('{}');
  });

  it('gives idempotency keys the contract takes, a new one each time', () => {
    const key = newStartKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newStartKey()).not.toBe(key);
  });
});
