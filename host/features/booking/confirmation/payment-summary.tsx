import { useId } from 'react';
import { cardBrandLabel } from '../../../../shared/validation/payment-card';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { ConfirmationOrder } from './use-order-confirmation';

/** The card the booking was paid with, as everything outside the payment overlay knows it: brand and last four. */
export function PaymentSummary({ payment }: { payment: NonNullable<ConfirmationOrder['payment']> }) {
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Payment</h2>
      <p>{`${cardBrandLabel(payment.card.brand)} ending in ${payment.card.lastFour}`}</p>
      <p>{payment.paymentMethod.description}</p>
    </section>
  );
}
