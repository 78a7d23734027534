import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { paymentMethodMessage } from '../../../../shared/booking/payment-methods';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import type { PaymentCardDetail } from '../../../../bridge';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button, buttonClass } from '../../../../shared/ui/button';
import { factsClass } from '../../../../shared/ui/facts-list';
import { cardExpiryText, cardText } from '../payment/card-text';
import { CardPaymentForm } from '../payment/card-payment-form';
import { isCartPaidWith } from '../payment/cart-paid-with';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { Cart } from '../pre-booking/use-cart';

export type PaymentReviewProps = {
  cart: Cart;
  payment: NonNullable<Cart['payment']>;
  /** Reads the cart again, so the region shows a card just given. */
  refreshCart(): Promise<Cart | undefined>;
};

/**
 * The review's payment region: the card the cart is paid with (brand and last four, never more), how the
 * rate is paid in words, and what is charged now and at the hotel. "Change card" opens the payment
 * overlay in place; Cancel closes it, and a new card closes it and shows here.
 */
export function PaymentReview({ cart, payment, refreshCart }: PaymentReviewProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [isChanging, setChanging] = useState(false);
  /** Where the focus goes once the change form has closed: the heading over a new card, or the button again after Cancel. */
  const focusAfterClose = useRef<'heading' | 'change' | null>(null);
  const { t, say } = useMessages();
  const locale = useLocale();
  const { card } = payment;

  // The card shown must be the card Book now pays with: until the cart is read again with it, none is shown.
  const [unreadPayment, setUnreadPayment] = useState<PaymentCardDetail | null>(null);
  const paid = useCallback(
    (detail: PaymentCardDetail) => {
      void refreshCart().then((fresh) => {
        setUnreadPayment(isCartPaidWith(fresh, detail) ? null : detail);
        focusAfterClose.current = 'heading';
        setChanging(false);
      });
    },
    [refreshCart],
  );
  const cancelled = useCallback(() => {
    focusAfterClose.current = 'change';
    setChanging(false);
  }, []);
  useEffect(() => {
    if (isChanging) return;
    // The button is back in the page only once the frame is gone, so the focus moves after that render.
    if (focusAfterClose.current === 'heading') headingRef.current?.focus();
    if (focusAfterClose.current === 'change') changeRef.current?.focus();
    focusAfterClose.current = null;
  }, [isChanging]);

  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('reviewDetails.payment.heading')}
      </h2>
      {unreadPayment ? (
        <>
          <ErrorAlert>{t('checkoutPayment.notReread')}</ErrorAlert>
          <Button onClick={() => paid(unreadPayment)}>{t('checkout.tryAgain')}</Button>
        </>
      ) : (
        <dl className={factsClass}>
          <dt>{t('reviewDetails.payment.card')}</dt>
          <dd>{cardText(t, card)}</dd>
          <dt>{t('reviewDetails.payment.expires')}</dt>
          <dd>{cardExpiryText(card, locale)}</dd>
          <dt>{t('reviewDetails.payment.nameOnCard')}</dt>
          <dd>{card.cardholderName}</dd>
          <dt>{t('reviewDetails.payment.method')}</dt>
          <dd>{say(paymentMethodMessage(payment.paymentMethod.code, formatMoney(payment.paymentMethod.dueAtBooking, locale)))}</dd>
          <dt>{t('reviewDetails.payment.dueNow')}</dt>
          <dd>{formatMoney(payment.amountDueNow, locale)}</dd>
          <dt>{t('reviewDetails.payment.dueAtHotel')}</dt>
          <dd>{formatMoney(payment.amountDueAtHotel, locale)}</dd>
        </dl>
      )}
      {isChanging ? (
        <CardPaymentForm cart={cart} variant="change" onPaid={paid} onClose={cancelled} />
      ) : (
        // A plain button: the kit's Button takes no ref, and the focus comes back here after Cancel.
        <button ref={changeRef} type="button" className={buttonClass} data-variant="secondary" onClick={() => setChanging(true)}>
          {t('reviewDetails.payment.changeCard')}
        </button>
      )}
    </section>
  );
}
