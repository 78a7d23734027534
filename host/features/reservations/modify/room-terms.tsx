import { formatMoney, type MoneyAmount } from '../../../../shared/format/format-money';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { factsClass } from '../../../../shared/ui/facts-list';
import { occupancyText } from '../reservation-texts';

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
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <dl className={factsClass}>
      <dt>{t('reservations.facts.room')}</dt>
      <dd>{terms.roomName}</dd>
      <dt>{t('reservations.facts.dates')}</dt>
      <dd>
        {formatStayDates(terms.checkInDate, terms.checkOutDate, locale)} · {t('nights.count', { count: terms.nights })}
      </dd>
      <dt>{t('reservations.facts.guests')}</dt>
      <dd>{occupancyText(terms.adults, terms.children, t)}</dd>
      <dt>{t('reservations.facts.rate')}</dt>
      <dd>{terms.ratePlan}</dd>
      {terms.total ? (
        <>
          <dt>{t('reservations.facts.roomTotal')}</dt>
          <dd>{formatMoney(terms.total, locale)}</dd>
        </>
      ) : null}
      <dt>{t('reservations.facts.cancellationPolicy')}</dt>
      <dd>{terms.cancellationText}</dd>
    </dl>
  );
}
