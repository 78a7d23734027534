import { paymentMethodMessage } from '../../../shared/booking/payment-methods';
import { formatMoney } from '../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { factsClass } from '../../../shared/ui/facts-list';
import type { PaymentFormData } from '../form/payment-card-values';
import { cardSummaryLabel } from './card-summary-label';
import { sectionClass } from './form-styles';

export type PaymentTermsProps = { paymentInfo: PaymentFormData['paymentInfo'] };

/**
 * Spec 9 payment methods in words: what the card is for (a guarantee, a deposit or prepayment) and what
 * is charged now and at the hotel, in the hotel's currency as the page's locale writes it; and the
 * card the booking is paid with so far, when it has one (the review's "Change card").
 */
export function PaymentTerms({ paymentInfo }: PaymentTermsProps) {
  const { t, say } = useMessages();
  const locale = useLocale();
  return (
    <section className={sectionClass} aria-labelledby="payment-terms-heading">
      <h2 id="payment-terms-heading">{t('payment.terms.heading')}</h2>
      <p>{say(paymentMethodMessage(paymentInfo.paymentMethod.code, formatMoney(paymentInfo.paymentMethod.dueAtBooking, locale)))}</p>
      <dl className={factsClass}>
        <dt>{t('payment.terms.dueNow')}</dt>
        <dd>{formatMoney(paymentInfo.amountDueNow, locale)}</dd>
        <dt>{t('payment.terms.dueAtHotel')}</dt>
        <dd>{formatMoney(paymentInfo.amountDueAtHotel, locale)}</dd>
        {paymentInfo.selectedCard ? (
          <>
            <dt>{t('payment.terms.paidWith')}</dt>
            <dd>{cardSummaryLabel(paymentInfo.selectedCard, t)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
