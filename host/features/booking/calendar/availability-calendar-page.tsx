import { css } from '@linaria/core';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  addDays,
  dayNumber,
  localIsoDay,
  readSearchParams,
  SEARCH_LIMITS,
  searchProblems,
  type SearchCriteria,
} from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { intlLocaleOf } from '../../../../shared/domain/locales';
import { calendarDay } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { colors, radii } from '../../../../shared/ui/theme';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { stayText } from '../../../booking-entry/stay-text';
import { addMonths, monthOf } from './calendar-month';
import { NO_PICKS, pickDay, type CalendarPicks } from './calendar-picks';
import { MonthGrid } from './month-grid';
import { useNightlyProducts } from './use-nightly-products';
import { currentInstant } from '../../../../shared/time/current-instant';

const panelClass = css`
  padding: 1.25rem 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
`;

const monthBarClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  & > h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/**
 * `/search/availabilityCalendar.mi`: a month of one hotel with each day's lowest nightly rate for the
 * party of the search in the address. Picking a check-in and then a check-out fills the search; "View
 * rates" then opens the rate list for it, as the chain's own flexible-dates calendar does (the guest
 * confirms, rather than being moved on by the second click), and the form can be opened with the dates.
 */
export function AvailabilityCalendarPage() {
  const [params] = useSearchParams();
  const { criteria, problems } = useMemo(() => readSearchParams(params), [params]);
  const { t } = useMessages();
  if (problems.some(({ field }) => field === 'propertyId')) {
    return (
      <>
        <h1>{t('availabilityCalendar.heading')}</h1>
        <Alert tone="warning" heading={t('availabilityCalendar.noHotel.heading')}>
          <p>
            {t('availabilityCalendar.noHotel.body')}
            <Link to={bookingPaths.availability.getHref()}>{t('availabilityCalendar.noHotel.link')}</Link>
          </p>
        </Alert>
      </>
    );
  }
  return <AvailabilityCalendar criteria={criteria} />;
}

function AvailabilityCalendar({ criteria }: { criteria: SearchCriteria }) {
  const today = localIsoDay(currentInstant());
  const lastCheckOut = addDays(today, SEARCH_LIMITS.bookingHorizonDays);
  const startsOn = dayNumber(criteria.checkInDate) !== null && criteria.checkInDate >= today ? criteria.checkInDate : today;
  const [month, setMonth] = useState(monthOf(startsOn));
  const [focusedDay, setFocusedDay] = useState(startsOn);
  const [movesFocus, setMovesFocus] = useState(false);
  const [picks, setPicks] = useState<CalendarPicks>(NO_PICKS);
  const headingId = useId();
  const { data, error, mutate } = useNightlyProducts(criteria, month);
  const { t } = useMessages();
  const locale = useLocale();

  const showMonth = (next: string) => {
    setMonth(next);
    setFocusedDay(next === monthOf(today) ? today : `${next}-01`);
    setMovesFocus(false);
  };
  const focusDay = (day: string) => {
    const bounded = day < today ? today : day > lastCheckOut ? lastCheckOut : day;
    setFocusedDay(bounded);
    setMonth(monthOf(bounded));
    setMovesFocus(true);
  };

  return (
    <>
      <HotelHeader pageKind="booking" propertyId={criteria.propertyId} />
      <h1>{t('availabilityCalendar.heading')}</h1>
      <p>{t('availabilityCalendar.intro', { rooms: criteria.numRooms })}</p>
      <section className={panelClass} aria-labelledby={headingId}>
        <div className={monthBarClass}>
          <MonthButton isOff={month <= monthOf(today)} onClick={() => showMonth(addMonths(month, -1))}>
            {t('availabilityCalendar.previousMonth')}
          </MonthButton>
          <h2 id={headingId} aria-live="polite">
            {new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(calendarDay(`${month}-01`))}
          </h2>
          <MonthButton isOff={month >= monthOf(lastCheckOut)} onClick={() => showMonth(addMonths(month, 1))}>
            {t('availabilityCalendar.nextMonth')}
          </MonthButton>
        </div>
        {error ? (
          <>
            <ErrorAlert>{t('availabilityCalendar.loadFailed')}</ErrorAlert>
            <Button onClick={() => void mutate()}>{t('availabilityCalendar.tryAgain')}</Button>
          </>
        ) : null}
        <div aria-busy={!data && !error}>
          <MonthGrid
            month={month}
            days={data?.days ?? []}
            picks={picks}
            firstBookable={today}
            lastBookable={lastCheckOut}
            focusedDay={focusedDay}
            movesFocus={movesFocus}
            onFocusDay={focusDay}
            onPick={(day) => setPicks(pickDay(picks, day))}
            labelledBy={headingId}
          />
        </div>
      </section>
      <PickedStay criteria={criteria} picks={picks} today={today} />
    </>
  );
}

/**
 * Previous or next month. At the end of the range it is marked unavailable rather than disabled, so
 * the button a keyboard user just pressed keeps focus.
 */
function MonthButton({ isOff, onClick, children }: { isOff: boolean; onClick(): void; children: string }) {
  return (
    <Button variant="secondary" aria-disabled={isOff} onClick={() => !isOff && onClick()}>
      {children}
    </Button>
  );
}

/** The stay picked so far, and where it leads once both days are picked. */
function PickedStay({ criteria, picks, today }: { criteria: SearchCriteria; picks: CalendarPicks; today: string }) {
  const { t, say } = useMessages();
  const locale = useLocale();
  if (!picks.checkInDate) return null;
  if (!picks.checkOutDate) {
    return <p role="status">{t('availabilityCalendar.picked.checkIn')}</p>;
  }
  const stay: SearchCriteria = { ...criteria, checkInDate: picks.checkInDate, checkOutDate: picks.checkOutDate };
  const problems = searchProblems(stay, today);
  return (
    <div role="status" className={panelClass}>
      <p>{t('availabilityCalendar.picked.stay', { stay: stayText(stay, locale, t) })}</p>
      {problems.length > 0 ? (
        <ErrorAlert>{problems.map((problem) => say(problem.message)).join(' ')}</ErrorAlert>
      ) : (
        <p>
          <Link to={bookingPaths.rateList.getHref(stay)}>{t('availabilityCalendar.picked.viewRates')}</Link> ·{' '}
          <Link to={bookingPaths.availability.getHref(stay)}>{t('availabilityCalendar.picked.changeSearch')}</Link>
        </p>
      )}
    </div>
  );
}
