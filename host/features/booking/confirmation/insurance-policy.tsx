import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { factsClass } from '../../../../shared/ui/facts-list';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { InsurancePolicy } from './insure-trip';

/** The travel-insurance policy the booking has. */
export function InsurancePolicyPanel({ policy }: { policy: InsurancePolicy }) {
  const headingId = useId();
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.insurance.heading')}</h2>
      <dl className={factsClass}>
        <dt>{t('confirmation.insurance.policyNumber')}</dt>
        <dd>{policy.policyNumber}</dd>
        <dt>{t('confirmation.insurance.insurer')}</dt>
        <dd>{policy.provider}</dd>
        <dt>{t('confirmation.insurance.covers')}</dt>
        <dd>{formatMoney(policy.coveredTripCost, locale)}</dd>
        <dt>{t('confirmation.insurance.premium')}</dt>
        <dd>{formatMoney(policy.premium, locale)}</dd>
      </dl>
    </section>
  );
}
