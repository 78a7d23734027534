import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookNowErrorCase, BOOK_NOW_COMPONENT } from '../../../../shared/domain/book-now-errors';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { isKnownReservationError } from '../../../../shared/domain/reservation-errors';
import { firstGraphQlError, graphQlErrorExtension, isAnsweredRefusal } from '../../../../shared/graphql/graphql-error-code';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { CreateOrderMutation } from '../../../../shared/graphql/operations/checkout/order';
import { useUserDetails } from '../../../auth/use-user-details';
import { requestGraphQl } from '../../../services/graphql';
import { reportReservationError } from '../../../services/report-reservation-error';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import type { Cart } from '../pre-booking/use-cart';
import { newIdempotencyKey } from '../../../services/idempotency-key';
import { bookNowOutcome, type BookNowRefusal } from './book-now-refusal';

export type BookNowOptions = {
  /** Read the cart, or the acknowledgements, again after a refusal that says they changed. */
  onReread(what: 'cart' | 'acknowledgements'): void;
};

/** What the page says after a refusal; each refusal its own, so the same words said twice are said (and focused) again. */
export type BookNowNotice = { message: string; attempt: number };

function refusalOf(error: unknown): BookNowRefusal {
  const { code, field } = firstGraphQlError(error);
  return { code, field, confirmationNumber: graphQlErrorExtension(error, 'confirmationNumber'), isAnswered: isAnsweredRefusal(error) };
}

/**
 * Book now (spec 7, create order): books the cart at the revision this page shows, once. One call is out
 * at a time, so a double click sends one request. Each attempt has its own idempotency key, kept while
 * the attempt may be retried (its call got no answer, so the order may exist: the same key replays it)
 * and dropped once the server has refused it, so the next press is a new attempt. A success replaces the
 * review with the confirmation; a refusal is logged as spec 8's Booking Acknowledgement case and leads
 * where `bookNowOutcome` says.
 */
export function useBookNow(cart: Cart, { onReread }: BookNowOptions) {
  const navigate = useNavigate();
  const messages = useMessages();
  const { data: user } = useUserDetails();
  const isSending = useRef(false);
  const attemptKey = useRef<string | null>(null);
  const [isBooking, setBooking] = useState(false);
  const attempts = useRef(0);
  const [notice, setNotice] = useState<BookNowNotice | null>(null);
  const isMember = user?.status === 'SUCCESS';

  const bookNow = useCallback(
    async (acceptedAcknowledgements: string[]) => {
      if (isSending.current) return;
      isSending.current = true;
      setBooking(true);
      setNotice(null);
      const idempotencyKey = attemptKey.current ?? newIdempotencyKey();
      attemptKey.current = idempotencyKey;
      try {
        const { createOrder } = await requestGraphQl(CreateOrderMutation, {
          input: { cartId: cart.id, revisionNumber: cart.revisionNumber, idempotencyKey, acceptedAcknowledgements },
        });
        const confirmationNumber = createOrder.order.items[0]?.basicInformation.confirmationNumber;
        if (!confirmationNumber) throw new Error(`Order ${createOrder.order.id} came back without a room.`);
        navigate(bookingPaths.confirmation.getHref(confirmationNumber), { replace: true });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal.isAnswered) attemptKey.current = null;
        reportReservationError({
          code: refusal.code,
          component: BOOK_NOW_COMPONENT,
          caseCode: bookNowErrorCase(isMember),
          detail: `book cart ${cart.id}`,
          level: refusal.isAnswered && isKnownReservationError(refusal.code) ? 'warn' : 'error',
        });
        const outcome = bookNowOutcome(refusal, searchCriteriaOfCart(cart), messages);
        if (outcome.kind === 'leave') {
          navigate(outcome.href, { replace: true });
        } else {
          attempts.current += 1;
          setNotice({ message: outcome.message, attempt: attempts.current });
          if (outcome.reread) onReread(outcome.reread);
        }
      } finally {
        isSending.current = false;
        setBooking(false);
      }
    },
    [cart, isMember, navigate, onReread, messages],
  );

  return { bookNow, isBooking, notice };
}
