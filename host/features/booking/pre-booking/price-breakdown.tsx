import { formatMoney, type MoneyAmount } from '../../../../shared/format/format-money';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { pointsText } from '../booking-texts';
import { NightlyRatesTable } from './nightly-rates-table';
import { detailsClass, totalClass } from './pre-booking-styles';
import { factsClass } from '../../../../shared/ui/facts-list';
import type { Cart } from './use-cart';

/**
 * What the whole stay costs, every room and night, the way a guest reads a bill: the total first in
 * sight (points, cash with taxes and fees, and with travel insurance when added), and on request the
 * nights one by one, the subtotal and the taxes and fees that make it. The breakdown is a native
 * disclosure, so it opens by keyboard and before the page's script has arrived.
 */
export function PriceBreakdown({ cart }: { cart: Pick<Cart, 'price' | 'stay' | 'insurance' | 'nights'> }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { cash, points } = cart.price;
  const { insurance } = cart;
  const forWhat = t('preBooking.price.forWhat', { nights: cart.stay.lengthOfStay, rooms: cart.stay.numRooms });
  return (
    <>
      <details className={detailsClass}>
        <summary>{t('preBooking.price.details')}</summary>
        <NightlyRatesTable nights={cart.nights} />
        {cash ? (
          <dl className={factsClass}>
            <dt>{t('preBooking.price.subtotal', { stay: forWhat })}</dt>
            <dd>{formatMoney(cash.subtotal, locale)}</dd>
            <dt>{t('preBooking.price.taxes')}</dt>
            <dd>{formatMoney(cash.taxesAndFees, locale)}</dd>
          </dl>
        ) : null}
      </details>
      <dl className={factsClass}>
        {points ? (
          <>
            <dt>{t('preBooking.price.totalPoints', { stay: forWhat })}</dt>
            <dd className={cash ? undefined : totalClass}>{pointsText(points.total, t)}</dd>
          </>
        ) : null}
        {cash ? (
          <>
            <dt>{points ? t('preBooking.price.cashTotal') : t('preBooking.price.total')}</dt>
            <dd className={insurance ? undefined : totalClass}>{formatMoney(cash.total, locale)}</dd>
          </>
        ) : null}
        {insurance ? <InsuranceLines insurance={insurance} stayTotal={cash?.total ?? null} /> : null}
      </dl>
    </>
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
