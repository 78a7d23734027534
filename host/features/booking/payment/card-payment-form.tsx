import { useCallback, useMemo, useState } from 'react';
import type { GraphQlErrorDetail, PaymentCardDetail } from '../../../../bridge';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import type { Cart } from '../pre-booking/use-cart';
import { PaymentFrame, type PaymentFrameVariant } from './payment-frame';

export type CardPaymentFormProps = {
  cart: Cart;
  variant: PaymentFrameVariant;
  /** The cart is paid with this card; the banner is gone by then. */
  onPaid(detail: PaymentCardDetail): void;
  /** The `change` form's Cancel. */
  onClose?(): void;
};

/**
 * The payment overlay with the host page's own banner above it: when a payment-info call inside the
 * overlay fails (a declined card, a refused token), the banner says so in the catalogue's words, outside
 * the frame, until a later payment succeeds. A cart or session the server refuses leaves the page as the
 * booking pages' own reads do (spec 4).
 */
export function CardPaymentForm({ cart, variant, onPaid, onClose }: CardPaymentFormProps) {
  const { say } = useMessages();
  const [failure, setFailure] = useState<GraphQlErrorDetail | null>(null);
  const stay = useMemo(() => searchCriteriaOfCart(cart), [cart]);
  const destinationOf = useCallback((code: string) => bookingErrorDestination(code, stay), [stay]);
  const completed = useCallback(
    (detail: PaymentCardDetail) => {
      setFailure(null);
      onPaid(detail);
    },
    [onPaid],
  );
  const closed = useCallback(() => onClose?.(), [onClose]);

  return (
    <>
      {failure ? <ErrorAlert>{say(reservationErrorRef(failure.codes[0]))}</ErrorAlert> : null}
      <PaymentFrame cartId={cart.id} variant={variant} destinationOf={destinationOf} onCompleted={completed} onFailure={setFailure} onClose={closed} />
    </>
  );
}
