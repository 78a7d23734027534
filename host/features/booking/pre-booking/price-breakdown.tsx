import { formatMoney, type MoneyAmount } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { pointsText } from '../booking-texts';
import { totalClass } from './pre-booking-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import type { Cart } from './use-cart';

/**
 * What the whole stay costs, every room and night: the points total of a points rate, and the
 * subtotal, taxes and fees and total of the cash part, in the hotel's currency.
 */
export function PriceBreakdown({ cart }: { cart: Pick<Cart, 'price' | 'stay' | 'insurance'> }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { cash, points } = cart.price;
  const { insurance } = cart;
  const forWhat = t('preBooking.price.forWhat', { nights: cart.stay.lengthOfStay, rooms: cart.stay.numRooms });
  return (
    <dl className={factsClass}>
      {points ? (
        <>
          <dt>{t('preBooking.price.totalPoints', { stay: forWhat })}</dt>
          <dd className={cash ? undefined : totalClass}>{pointsText(points.total, t)}</dd>
        </>
      ) : null}
      {cash ? (
        <>
          <dt>{t('preBooking.price.subtotal', { stay: forWhat })}</dt>
          <dd>{formatMoney(cash.subtotal, locale)}</dd>
          <dt>{t('preBooking.price.taxes')}</dt>
          <dd>{formatMoney(cash.taxesAndFees, locale)}</dd>
          <dt>{points ? t('preBooking.price.cashTotal') : t('preBooking.price.total')}</dt>
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
  const { t } = useMessages();
  const locale = useLocale();
  const total = stayTotal && stayTotal.currency === insurance.premium.currency ? { ...stayTotal, value: stayTotal.value + insurance.premium.value } : null;
  return (
    <>
      <dt>{t('preBooking.price.insurance', { provider: insurance.provider })}</dt>
      <dd className={total ? undefined : totalClass}>{formatMoney(insurance.premium, locale)}</dd>
      {total ? (
        <>
          <dt>{t('preBooking.price.totalWithInsurance')}</dt>
          <dd className={totalClass}>{formatMoney(total, locale)}</dd>
        </>
      ) : null}
    </>
  );
}
