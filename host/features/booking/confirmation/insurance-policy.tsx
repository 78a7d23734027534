import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { factsClass } from '../../../../shared/ui/facts-list';
import { config } from '../../../services/config';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { InsurancePolicy } from './insure-trip';

/** The travel-insurance policy the booking has. */
export function InsurancePolicyPanel({ policy }: { policy: InsurancePolicy }) {
  const headingId = useId();
  const { locale } = config;
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Travel insurance</h2>
      <dl className={factsClass}>
        <dt>Policy number</dt>
        <dd>{policy.policyNumber}</dd>
        <dt>Insurer</dt>
        <dd>{policy.provider}</dd>
        <dt>Covers your trip up to</dt>
        <dd>{formatMoney(policy.coveredTripCost, locale)}</dd>
        <dt>Premium</dt>
        <dd>{formatMoney(policy.premium, locale)}</dd>
      </dl>
    </section>
  );
}
