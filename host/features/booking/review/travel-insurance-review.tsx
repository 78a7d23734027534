import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { Cart } from '../pre-booking/use-cart';

/** Whether the stay is insured (the guest-info step adds or removes the policy), and what the policy costs. */
export function TravelInsuranceReview({ insurance }: { insurance: Cart['insurance'] }) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviewDetails.insurance.heading')}</h2>
      <p>
        {insurance
          ? t('reviewDetails.insurance.insured', { provider: insurance.provider, premium: formatMoney(insurance.premium, locale) })
          : t('reviewDetails.insurance.none')}
      </p>
    </section>
  );
}
