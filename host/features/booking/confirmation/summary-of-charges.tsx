import { css } from '@linaria/core';
import { useId } from 'react';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { colors } from '../../../../shared/ui/theme';
import { amountsTableClass, panelClass, totalClass } from '../pre-booking/pre-booking-styles';
import { pointsText } from './checkout-texts';
import type { ConfirmationOrder } from './use-order-confirmation';

type Charges = ConfirmationOrder['summaryOfCharges'];

// The sums under the nights, their amounts at the end edge in the nights' column, on a phone too.
const sumsClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0;
  margin: 0;
  font-variant-numeric: tabular-nums;
  & > dt,
  & > dd {
    padding: 0.375rem 0;
    border-bottom: 1px solid ${colors.line};
  }
  & > dt {
    font-weight: 600;
  }
  & > dd {
    margin: 0;
    padding-inline-start: 1rem;
    text-align: end;
  }
`;

/**
 * Spec 7 "summary of charges" of the booked order: each night of all its rooms in cash or points, the
 * rooms' subtotal, taxes and fees, the points deducted and bought, the travel insurance, the cash total,
 * and what was charged at booking and is left to pay at the hotel, in the order's own currency.
 */
export function SummaryOfCharges({ charges }: { charges: Charges }) {
  const headingId = useId();
  const { t } = useMessages();
  const locale = useLocale();
  const money = (amount: Charges['cashTotal']) => formatMoney(amount, locale);
  const points = (amount: number) => pointsText(t, amount);
  const hasCashNights = charges.nights.some((night) => night.cash);
  const hasPointsNights = charges.nights.some((night) => night.points !== null);
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.charges.heading')}</h2>
      <table className={amountsTableClass}>
        <caption>{hasCashNights ? t('confirmation.charges.captionCash') : t('confirmation.charges.captionPoints')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('confirmation.charges.nightOf')}</th>
            {hasCashNights ? <th scope="col">{t('confirmation.charges.price')}</th> : null}
            {hasPointsNights ? <th scope="col">{t('confirmation.charges.points')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {charges.nights.map((night) => (
            <tr key={night.date}>
              <th scope="row">{formatCalendarDate(night.date, locale)}</th>
              {hasCashNights ? <td>{night.cash ? money(night.cash) : '–'}</td> : null}
              {hasPointsNights ? <td>{night.points !== null ? points(night.points) : '–'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={sumsClass}>
        {hasCashNights ? (
          <>
            <dt>{t('confirmation.charges.roomsSubtotal')}</dt>
            <dd>{money(charges.roomsSubtotal)}</dd>
            <dt>{t('confirmation.charges.taxesAndFees')}</dt>
            <dd>{money(charges.taxesAndFees)}</dd>
          </>
        ) : null}
        {charges.points > 0 ? (
          <>
            <dt>{t('confirmation.charges.pointsDeducted')}</dt>
            <dd>{points(charges.points)}</dd>
          </>
        ) : null}
        {charges.pointsPurchased > 0 ? (
          <>
            <dt>{t('confirmation.charges.pointsBought')}</dt>
            <dd>{points(charges.pointsPurchased)}</dd>
            {charges.pointsPurchaseCost ? (
              <>
                <dt>{t('confirmation.charges.pointsCost')}</dt>
                <dd>{money(charges.pointsPurchaseCost)}</dd>
              </>
            ) : null}
          </>
        ) : null}
        {charges.travelInsurance ? (
          <>
            <dt>{t('confirmation.charges.travelInsurance')}</dt>
            <dd>{money(charges.travelInsurance)}</dd>
          </>
        ) : null}
        <dt>{t('confirmation.charges.cashTotal')}</dt>
        <dd className={totalClass}>{money(charges.cashTotal)}</dd>
        <dt>{t('confirmation.charges.chargedAtBooking')}</dt>
        <dd>{money(charges.chargedAtBooking)}</dd>
        <dt>{t('confirmation.charges.dueAtHotel')}</dt>
        <dd>{money(charges.dueAtHotel)}</dd>
      </dl>
    </section>
  );
}
