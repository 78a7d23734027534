import { useId } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { cardText } from '../payment/card-text';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { ConfirmationOrder } from './use-order-confirmation';

/** The card the booking was paid with, as everything outside the payment overlay knows it: brand and last four. */
export function PaymentSummary({ payment }: { payment: NonNullable<ConfirmationOrder['payment']> }) {
  const { t } = useMessages();
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.payment.heading')}</h2>
      <p>{cardText(t, payment.card)}</p>
      <p>{payment.paymentMethod.description}</p>
    </section>
  );
}
