import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentCardDetail } from '../../../../bridge';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { ErrorAlert } from '../../../../shared/ui/alert';
import type { Cart } from '../pre-booking/use-cart';
import { CardPaymentForm } from './card-payment-form';
import { isCartPaidWith } from './cart-paid-with';

export type PaymentSectionProps = {
  cart: Cart;
  /** Reads the cart again, so the review finds the card just given rather than this page's copy. */
  refreshCart(): Promise<Cart | undefined>;
  /** Move the focus to the section's heading as it appears (it replaced the form the guest just sent). */
  takesFocus: boolean;
};

/**
 * The booking page's payment step (spec 2, pre-booking payment iframe), under the saved guest details:
 * the payment overlay, framed inline. Once the cart is paid the page goes on to the review.
 */
export function PaymentSection({ cart, refreshCart, takesFocus }: PaymentSectionProps) {
  const { t } = useMessages();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus]);

  // The review reads the cart this page holds: it goes on only once that copy shows the card.
  const [unreadPayment, setUnreadPayment] = useState<PaymentCardDetail | null>(null);
  const paid = useCallback(
    (detail: PaymentCardDetail) =>
      void refreshCart().then((fresh) => {
        if (!isCartPaidWith(fresh, detail)) return setUnreadPayment(detail);
        navigate(bookingPaths.reviewDetails.getHref(detail.cartId));
      }),
    [refreshCart, navigate],
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('checkoutPayment.heading')}
      </h2>
      {unreadPayment ? (
        <>
          <ErrorAlert>{t('checkoutPayment.notReread')}</ErrorAlert>
          <Button onClick={() => paid(unreadPayment)}>{t('checkout.tryAgain')}</Button>
        </>
      ) : (
        <CardPaymentForm cart={cart} variant="inline" onPaid={paid} />
      )}
    </section>
  );
}
