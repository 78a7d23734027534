import { useCallback, useRef, useState } from 'react';
import { ReservationErrorKey, reservationErrorRef } from '../../../shared/domain/reservation-errors';
import { newStartKey, startedCarts } from '../../../shared/embedding/started-carts';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { firstGraphQlError, graphQlErrorExtension, isAnsweredRefusal } from '../../../shared/graphql/graphql-error-code';
import { CreateOrderMutation } from '../../../shared/graphql/operations/checkout/order';
import type { Messages } from '../../../shared/i18n/messages';

/** How Book now ended: booked (with the room's confirmation number), or refused with words to show and what to read again. */
export type BookCartOutcome =
  | { kind: 'booked'; confirmationNumber: string }
  | { kind: 'refused'; message: string; reread: 'revision' | 'acknowledgements' | null };

const ALREADY_CONFIRMED = 'E_ALREADY_CONFIRMED';

/** A refused or unanswered Book now in the checkout form's words: the review page's rules, for a form that cannot leave its frame. */
export function bookingRefusal(error: unknown, { t, say }: Messages): BookCartOutcome {
  if (!isAnsweredRefusal(error)) return { kind: 'refused', message: t('payment.checkout.noAnswer'), reread: null };
  const { code, field } = firstGraphQlError(error);
  const confirmationNumber = graphQlErrorExtension(error, 'confirmationNumber');
  if (code === ALREADY_CONFIRMED && confirmationNumber) return { kind: 'booked', confirmationNumber };
  if (code === ReservationErrorKey.StaleRevision || code === 'E_DOUBLE_CLICK') return { kind: 'refused', message: t('payment.checkout.changed'), reread: 'revision' };
  if (code === 'BAD_USER_INPUT' && field === 'acceptedAcknowledgements') return { kind: 'refused', message: t('payment.checkout.acknowledgementsChanged'), reread: 'acknowledgements' };
  return { kind: 'refused', message: say(reservationErrorRef(code)), reread: null };
}

/**
 * Book now of the checkout form: books the cart at the revision the form last paid, once. One call is
 * out at a time, so a double click sends one request; an attempt's idempotency key is kept while the
 * order may exist (no answer came, so the same key replays it) and dropped once the server refused it.
 * A booked cart is forgotten by the tab's started carts, so the same rate asked for again holds a new room.
 */
export function useBookCart(cartId: string, request: GraphQlRequest, messages: Messages) {
  const isSending = useRef(false);
  const attemptKey = useRef<string | null>(null);
  const [isBooking, setBooking] = useState(false);

  const book = useCallback(
    async (revisionNumber: number, acceptedAcknowledgements: string[]): Promise<BookCartOutcome | null> => {
      if (isSending.current) return null;
      isSending.current = true;
      setBooking(true);
      const idempotencyKey = (attemptKey.current ??= newStartKey());
      try {
        const { createOrder } = await request(CreateOrderMutation, { input: { cartId, revisionNumber, idempotencyKey, acceptedAcknowledgements } });
        const confirmationNumber = createOrder.order.items[0]?.basicInformation.confirmationNumber;
        if (!confirmationNumber) throw new Error(`Order ${createOrder.order.id} came back without a room.`);
        startedCarts.forget(cartId);
        return { kind: 'booked', confirmationNumber };
      } catch (error) {
        if (isAnsweredRefusal(error)) attemptKey.current = null;
        const outcome = bookingRefusal(error, messages);
        if (outcome.kind === 'booked') startedCarts.forget(cartId);
        return outcome;
      } finally {
        isSending.current = false;
        setBooking(false);
      }
    },
    [cartId, request, messages],
  );

  return { book, isBooking };
}
