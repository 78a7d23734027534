import { formatMoney, type MoneyAmount } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import { nightsText, roomsText } from '../../../../shared/format/reservation-texts';
import { config } from '../../../services/config';
import { totalClass } from './pre-booking-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import type { Cart } from './use-cart';

/**
 * What the whole stay costs, every room and night: the points total of a points rate, and the
 * subtotal, taxes and fees and total of the cash part, in the hotel's currency.
 */
export function PriceBreakdown({ cart }: { cart: Pick<Cart, 'price' | 'stay' | 'insurance'> }) {
  const { locale } = config;
  const { cash, points } = cart.price;
  const { insurance } = cart;
  const forWhat = `${nightsText(cart.stay.lengthOfStay)}, ${roomsText(cart.stay.numRooms)}`;
  return (
    <dl className={factsClass}>
      {points ? (
        <>
          <dt>Total points ({forWhat})</dt>
          <dd className={cash ? undefined : totalClass}>{formatPoints(points.total, locale)}</dd>
        </>
      ) : null}
      {cash ? (
        <>
          <dt>Subtotal ({forWhat})</dt>
          <dd>{formatMoney(cash.subtotal, locale)}</dd>
          <dt>Taxes and fees</dt>
          <dd>{formatMoney(cash.taxesAndFees, locale)}</dd>
          <dt>{points ? 'Cash total, taxes and fees included' : 'Total, taxes and fees included'}</dt>
          <dd className={insurance ? undefined : totalClass}>{formatMoney(cash.total, locale)}</dd>
        </>
      ) : null}
      {insurance ? <InsuranceLines insurance={insurance} stayTotal={cash?.total ?? null} /> : null}
    </dl>
  );
}

/**
 * The travel insurance policy added in the guest-info step (the insurer charges it with the booking),
 * and what the booking then costs in all, when the policy is in the stay's currency.
 */
function InsuranceLines({ insurance, stayTotal }: { insurance: NonNullable<Cart['insurance']>; stayTotal: MoneyAmount | null }) {
  const { locale } = config;
  const total = stayTotal && stayTotal.currency === insurance.premium.currency ? { ...stayTotal, value: stayTotal.value + insurance.premium.value } : null;
  return (
    <>
      <dt>{`Travel insurance (${insurance.provider})`}</dt>
      <dd className={total ? undefined : totalClass}>{formatMoney(insurance.premium, locale)}</dd>
      {total ? (
        <>
          <dt>Total with travel insurance</dt>
          <dd className={totalClass}>{formatMoney(total, locale)}</dd>
        </>
      ) : null}
    </>
  );
}
