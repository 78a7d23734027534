import { formatMoney, type MoneyAmount } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { nightsText, occupancyText } from '../../../../shared/format/reservation-texts';
import { factsClass } from '../../../../shared/ui/facts-list';
import { config } from '../../../services/config';

/** A room's stay as the modify pages compare it: the same facts for the room as booked and as it would be. */
export type RoomTerms = {
  roomName: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  adults: number;
  children: number;
  ratePlan: string;
  /** Null for a stay paid in points only. */
  total: MoneyAmount | null;
  cancellationText: string;
};

/** The facts of one side of a change, as a description list. */
export function RoomTermsList({ terms }: { terms: RoomTerms }) {
  return (
    <dl className={factsClass}>
      <dt>Room</dt>
      <dd>{terms.roomName}</dd>
      <dt>Dates</dt>
      <dd>
        {formatStayDates(terms.checkInDate, terms.checkOutDate, config.locale)} · {nightsText(terms.nights)}
      </dd>
      <dt>Guests</dt>
      <dd>{occupancyText(terms.adults, terms.children)}</dd>
      <dt>Rate</dt>
      <dd>{terms.ratePlan}</dd>
      {terms.total ? (
        <>
          <dt>Room total</dt>
          <dd>{formatMoney(terms.total, config.locale)}</dd>
        </>
      ) : null}
      <dt>Cancellation policy</dt>
      <dd>{terms.cancellationText}</dd>
    </dl>
  );
}
