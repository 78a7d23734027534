import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import { factsClass } from '../../../../shared/ui/facts-list';
import { config } from '../../../services/config';
import { amountsTableClass, panelClass, totalClass } from '../pre-booking/pre-booking-styles';
import type { ConfirmationOrder } from './use-order-confirmation';

type Charges = ConfirmationOrder['summaryOfCharges'];

/**
 * Spec 7 "summary of charges" of the booked order: each night of all its rooms in cash or points, the
 * rooms' subtotal, taxes and fees, the points deducted and bought, the travel insurance, the cash total,
 * and what was charged at booking and is left to pay at the hotel, in the order's own currency.
 */
export function SummaryOfCharges({ charges }: { charges: Charges }) {
  const headingId = useId();
  const { locale } = config;
  const money = (amount: Charges['cashTotal']) => formatMoney(amount, locale);
  const hasCashNights = charges.nights.some((night) => night.cash);
  const hasPointsNights = charges.nights.some((night) => night.points !== null);
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>Summary of charges</h2>
      <table className={amountsTableClass}>
        <caption>{hasCashNights ? 'Each night, all rooms, before taxes' : 'Points for each night, all rooms'}</caption>
        <thead>
          <tr>
            <th scope="col">Night of</th>
            {hasCashNights ? <th scope="col">Price</th> : null}
            {hasPointsNights ? <th scope="col">Points</th> : null}
          </tr>
        </thead>
        <tbody>
          {charges.nights.map((night) => (
            <tr key={night.date}>
              <th scope="row">{formatCalendarDate(night.date, locale)}</th>
              {hasCashNights ? <td>{night.cash ? money(night.cash) : '–'}</td> : null}
              {hasPointsNights ? <td>{night.points !== null ? formatPoints(night.points, locale) : '–'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={factsClass}>
        {hasCashNights ? (
          <>
            <dt>Rooms subtotal</dt>
            <dd>{money(charges.roomsSubtotal)}</dd>
            <dt>Taxes and fees</dt>
            <dd>{money(charges.taxesAndFees)}</dd>
          </>
        ) : null}
        {charges.points > 0 ? (
          <>
            <dt>Points deducted</dt>
            <dd>{formatPoints(charges.points, locale)}</dd>
          </>
        ) : null}
        {charges.pointsPurchased > 0 ? (
          <>
            <dt>Points bought</dt>
            <dd>{formatPoints(charges.pointsPurchased, locale)}</dd>
            {charges.pointsPurchaseCost ? (
              <>
                <dt>Cost of the points bought</dt>
                <dd>{money(charges.pointsPurchaseCost)}</dd>
              </>
            ) : null}
          </>
        ) : null}
        {charges.travelInsurance ? (
          <>
            <dt>Travel insurance</dt>
            <dd>{money(charges.travelInsurance)}</dd>
          </>
        ) : null}
        <dt>Cash total, taxes and fees included</dt>
        <dd className={totalClass}>{money(charges.cashTotal)}</dd>
        <dt>Charged at booking</dt>
        <dd>{money(charges.chargedAtBooking)}</dd>
        <dt>Due at the hotel</dt>
        <dd>{money(charges.dueAtHotel)}</dd>
      </dl>
    </section>
  );
}
