import { formatMoney } from '../../../../shared/format/format-money';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { pointsText } from '../booking-texts';
import { amountsTableClass } from './pre-booking-styles';
import type { Cart } from './use-cart';

/** Each night of the stay with its rate for one room: cash before taxes, points, or both. */
export function NightlyRatesTable({ nights }: { nights: Cart['nights'] }) {
  const { t } = useMessages();
  const locale = useLocale();
  const hasCash = nights.some((night) => night.cash);
  const hasPoints = nights.some((night) => night.points !== null);
  return (
    <table className={amountsTableClass}>
      <caption>{hasCash ? t('preBooking.nightly.cashCaption') : t('preBooking.nightly.pointsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('preBooking.nightly.night')}</th>
          {hasCash ? <th scope="col">{t('preBooking.nightly.price')}</th> : null}
          {hasPoints ? <th scope="col">{t('preBooking.nightly.points')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {nights.map((night) => (
          <tr key={night.date}>
            <th scope="row">{formatCalendarDate(night.date, locale)}</th>
            {hasCash ? <td>{night.cash ? formatMoney(night.cash, locale) : '–'}</td> : null}
            {hasPoints ? <td>{night.points !== null ? pointsText(night.points, t) : '–'}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
