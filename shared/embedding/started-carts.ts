/**
 * The carts a guest-info overlay started in this tab for a page that sells a room itself (the page
 * gives a rate, not a cart), by the rate they hold. Kept in sessionStorage, which a frame on another site
 * has partitioned to that site like its cookies, so a reload of the frame, or the page's next step opened
 * in a new frame, finds the same cart rather than holding a second room. The payment overlay forgets a
 * cart once it is booked, so the same rate asked for again holds a new room.
 */

const PREFIX = 'portico.startedCart.';

/** One rate's cart: the key its creation was asked with (a retry answers the same cart), then the cart. */
export type StartedCart = { idempotencyKey: string; cartId: string | null; expiresAt: string | null };

// Storage that is full or blocked throws: the step then works without it, as if on its first load.
function attempt<Result>(action: () => Result, fallback: Result): Result {
  try {
    return action();
  } catch {
    return fallback;
  }
}

const isStartedCart = (value: unknown): value is StartedCart =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StartedCart).idempotencyKey === 'string' &&
  ((value as StartedCart).cartId === null || typeof (value as StartedCart).cartId === 'string') &&
  ((value as StartedCart).expiresAt === null || typeof (value as StartedCart).expiresAt === 'string');

export const startedCarts = {
  /** The cart started for `rateKey`, or null when none was, it expired by `now`, or what is stored is not ours. */
  read(rateKey: string, now: Date): StartedCart | null {
    const found: unknown = attempt(() => JSON.parse(sessionStorage.getItem(PREFIX + rateKey) ?? 'null'), null);
    if (!isStartedCart(found)) return null;
    if (found.expiresAt !== null && Date.parse(found.expiresAt) <= now.getTime()) return null;
    return found;
  },
  save(rateKey: string, started: StartedCart): void {
    attempt(() => sessionStorage.setItem(PREFIX + rateKey, JSON.stringify(started)), undefined);
  },
  /** Forgets every rate's entry for `cartId`: it is booked, and a cart is booked once. */
  forget(cartId: string): void {
    attempt(() => {
      const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
      for (const key of keys) {
        const found: unknown = attempt(() => JSON.parse(sessionStorage.getItem(key) ?? 'null'), null);
        if (isStartedCart(found) && found.cartId === cartId) sessionStorage.removeItem(key);
      }
    }, undefined);
  },
};

/** A fresh idempotency key (32 hex digits); getRandomValues, unlike randomUUID, is there over plain http too. */
export function newStartKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
