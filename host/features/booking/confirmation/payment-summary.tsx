import { useId } from 'react';
import { paymentMethodMessage } from '../../../../shared/booking/payment-methods';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { cardText } from '../payment/card-text';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { ConfirmationOrder } from './use-order-confirmation';

/**
 * The card the booking was paid with, as everything outside the payment overlay knows it (brand and
 * last four), and the payment method in words with what it charged at booking.
 */
export function PaymentSummary({ payment }: { payment: NonNullable<ConfirmationOrder['payment']> }) {
  const { t, say } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.payment.heading')}</h2>
      <p>{cardText(t, payment.card)}</p>
      <p>{say(paymentMethodMessage(payment.paymentMethod.code, formatMoney(payment.paymentMethod.dueAtBooking, locale)))}</p>
    </section>
  );
}
