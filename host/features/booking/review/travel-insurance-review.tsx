import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { config } from '../../../services/config';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { Cart } from '../pre-booking/use-cart';

/** Whether the stay is insured (the guest-info step adds or removes the policy), and what the policy costs. */
export function TravelInsuranceReview({ insurance }: { insurance: Cart['insurance'] }) {
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Travel insurance</h2>
      <p>
        {insurance
          ? `Your trip is insured by ${insurance.provider}. The premium, ${formatMoney(insurance.premium, config.locale)}, is charged with your booking.`
          : 'No travel insurance is added. You can add it with your guest information.'}
      </p>
    </section>
  );
}
