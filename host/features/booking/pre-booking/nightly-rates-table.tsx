import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import { config } from '../../../services/config';
import { amountsTableClass } from './pre-booking-styles';
import type { Cart } from './use-cart';

/** Each night of the stay with its rate for one room: cash before taxes, points, or both. */
export function NightlyRatesTable({ nights }: { nights: Cart['nights'] }) {
  const { locale } = config;
  const hasCash = nights.some((night) => night.cash);
  const hasPoints = nights.some((night) => night.points !== null);
  return (
    <table className={amountsTableClass}>
      <caption>{hasCash ? 'Rate per room for each night, before taxes' : 'Points per room for each night'}</caption>
      <thead>
        <tr>
          <th scope="col">Night of</th>
          {hasCash ? <th scope="col">Price</th> : null}
          {hasPoints ? <th scope="col">Points</th> : null}
        </tr>
      </thead>
      <tbody>
        {nights.map((night) => (
          <tr key={night.date}>
            <th scope="row">{formatCalendarDate(night.date, locale)}</th>
            {hasCash ? <td>{night.cash ? formatMoney(night.cash, locale) : '–'}</td> : null}
            {hasPoints ? <td>{night.points !== null ? formatPoints(night.points, locale) : '–'}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
