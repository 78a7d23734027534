import { formatMoney } from '../../../shared/format/format-money';
import { factsClass } from '../../../shared/ui/facts-list';
import type { PaymentFormData } from '../form/payment-card-values';
import { cardSummaryLabel } from './card-summary-label';
import { sectionClass } from './form-styles';

export type PaymentTermsProps = { paymentInfo: PaymentFormData['paymentInfo']; locale: string };

/**
 * Spec 9 payment methods in words: what the card is for (a guarantee, a deposit or prepayment) and what
 * is charged now and at the hotel, in the hotel's currency as the guest's locale writes it; and the
 * card the booking is paid with so far, when it has one (the review's "Change card").
 */
export function PaymentTerms({ paymentInfo, locale }: PaymentTermsProps) {
  return (
    <section className={sectionClass} aria-labelledby="payment-terms-heading">
      <h2 id="payment-terms-heading">How you pay</h2>
      <p>{paymentInfo.paymentMethod.description}</p>
      <dl className={factsClass}>
        <dt>Due now</dt>
        <dd>{formatMoney(paymentInfo.amountDueNow, locale)}</dd>
        <dt>Due at the hotel</dt>
        <dd>{formatMoney(paymentInfo.amountDueAtHotel, locale)}</dd>
        {paymentInfo.selectedCard ? (
          <>
            <dt>Paid with so far</dt>
            <dd>{cardSummaryLabel(paymentInfo.selectedCard)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
