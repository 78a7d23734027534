import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { formatStayDates } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { reportReservationError } from '../../../services/report-reservation-error';
import { stayText } from '../../../booking-entry/stay-text';

/** Spec 8's named case for a search with no exact match. */
export const FLEXIBLE_FILTER_COMPONENT = 'ERS Flexible Filter';

/**
 * Logs the no-exact-match case (spec 8, component ERS Flexible Filter) once for each search the
 * list shows, and again when a refresh offers another stay: what was asked and what was offered.
 */
export function useNoExactMatchLog(requested: SearchCriteria, offered: SearchCriteria | null, isExactMatch: boolean): void {
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (isExactMatch) return;
    const detail = `${requested.propertyId} asked ${requested.checkInDate}..${requested.checkOutDate} x${requested.numRooms}, offered ${
      offered ? `${offered.checkInDate}..${offered.checkOutDate} x${offered.numRooms}` : 'nothing'
    }`;
    if (logged.current === detail) return;
    logged.current = detail;
    reportReservationError({ code: ReservationErrorKey.NoExactMatch, component: FLEXIBLE_FILTER_COMPONENT, detail, level: 'info' });
  }, [requested, offered, isExactMatch]);
}

/** "Not an exact match, but these come close.": the stay the rooms below are for, and which rooms. */
export function NoExactMatchAlert({ requested, offered, roomNames }: { requested: SearchCriteria; offered: SearchCriteria; roomNames: string[] }) {
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <Alert tone="warning" heading={t('rateList.noExactMatch.heading')}>
      <p>
        {t('rateList.noExactMatch.body', {
          offered: stayText(offered, locale, t),
          requested: formatStayDates(requested.checkInDate, requested.checkOutDate, locale),
        })}
      </p>
      {roomNames.length > 0 ? <p>{t('rateList.noExactMatch.rooms', { rooms: roomNames.join(t('rateList.noExactMatch.roomSeparator')) })}</p> : null}
    </Alert>
  );
}

/** Nothing free for the stay or close to it: say so, and offer to change the search. */
export function NoRoomsMessage({ requested }: { requested: SearchCriteria }) {
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <Alert tone="warning" heading={t('rateList.noRooms.heading')}>
      <p>
        {t('rateList.noRooms.body', { stay: stayText(requested, locale, t) })}
        <Link to={bookingPaths.availability.getHref(requested)}>{t('rateList.noRooms.link')}</Link>
      </p>
    </Alert>
  );
}
