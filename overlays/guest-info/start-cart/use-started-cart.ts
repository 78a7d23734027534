import { useCallback, useEffect, useRef, useState } from 'react';
import { newStartKey, startedCarts } from '../../../shared/embedding/started-carts';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { isAnsweredRefusal } from '../../../shared/graphql/graphql-error-code';
import { StartCartMutation } from '../../../shared/graphql/operations/booking/cart';
import { currentInstant } from '../../../shared/time/current-instant';
import { rateKeyOf, type RateToHold } from './rate-to-hold';

export type CartStart = { status: 'starting' } | { status: 'started'; cartId: string } | { status: 'refused'; error: unknown };

/**
 * The cart holding `rate`, started in this frame (so its cookie is this frame's, partitioned on another
 * site) or found again in the tab. Each start is asked with one idempotency key, kept in the tab until the
 * server has answered: a reload while the call was out asks again with it and gets the cart the first call
 * made, not a second room. A refusal drops the key, so Try again is a new attempt. `onStarted` hears of a
 * cart this frame made (not of one found again).
 */
export function useStartedCart(rate: RateToHold, request: GraphQlRequest, onStarted: (cart: { id: string; revisionNumber: number }) => void) {
  const rateKey = rateKeyOf(rate);
  const [start, setStart] = useState<CartStart>(() => {
    const found = startedCarts.read(rateKey, currentInstant());
    return found?.cartId ? { status: 'started', cartId: found.cartId } : { status: 'starting' };
  });
  const isSending = useRef(false);
  const onStartedRef = useRef(onStarted);
  onStartedRef.current = onStarted;

  const send = useCallback(async () => {
    if (isSending.current) return;
    isSending.current = true;
    setStart({ status: 'starting' });
    const idempotencyKey = startedCarts.read(rateKey, currentInstant())?.idempotencyKey ?? newStartKey();
    startedCarts.save(rateKey, { idempotencyKey, cartId: null, expiresAt: null });
    try {
      const { createCart } = await request(StartCartMutation, { input: { ...rate, idempotencyKey } });
      startedCarts.save(rateKey, { idempotencyKey, cartId: createCart.id, expiresAt: createCart.expiresAt });
      setStart({ status: 'started', cartId: createCart.id });
      onStartedRef.current(createCart);
    } catch (error) {
      if (isAnsweredRefusal(error)) startedCarts.save(rateKey, { idempotencyKey: newStartKey(), cartId: null, expiresAt: null });
      setStart({ status: 'refused', error });
    } finally {
      isSending.current = false;
    }
  }, [rate, rateKey, request]);

  const isStarted = start.status === 'started';
  useEffect(() => {
    if (!isStarted) void send();
    // Only on the first render: after that the guest asks again with Try again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { start, retry: send };
}
