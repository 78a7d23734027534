import { css } from '@linaria/core';
import { GregorianCalendar, parseDate, toCalendar, type CalendarDate, type DateValue } from '@internationalized/date';
import { Button, CalendarCell, CalendarGrid, Heading, I18nProvider, RangeCalendar } from 'react-aria-components';
import { addDays, dayNumber } from '../../../shared/booking/search-criteria';
import { intlLocaleOf } from '../../../shared/domain/locales';
import { colors, focusRing, radii } from '../../../shared/ui/theme';

const calendarClass = css`
  display: block;
  max-width: 22rem;
  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }
  & h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 1.0625rem;
    text-align: center;
  }
  & header button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${colors.line};
    border-radius: ${radii.control};
    background: ${colors.surface};
    color: ${colors.ink};
    cursor: pointer;
  }
  & header button[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  & header svg {
    width: 20px;
    height: 20px;
  }
  &:dir(rtl) header svg {
    transform: scaleX(-1);
  }
  /* Seven equal columns of the width there is: a 320-px phone gets cells narrower than 44 px rather than a grid to scroll. */
  & table {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
  }
  & th {
    padding-bottom: 0.25rem;
    color: ${colors.inkMuted};
    font-size: 0.8125rem;
    font-weight: 600;
  }
  & td {
    padding: 1px 0;
  }
  & [role='gridcell'] > div,
  & td > div {
    display: flex;
    align-items: center;
    justify-content: center;
    max-width: 44px;
    height: 40px;
    margin: 0 auto;
    border-radius: ${radii.control};
    cursor: pointer;
    outline: none;
  }
  & td > div[data-outside-month] {
    visibility: hidden;
  }
  & td > div[data-disabled],
  & td > div[data-unavailable] {
    color: ${colors.inkMuted};
    text-decoration: line-through;
    cursor: default;
  }
  & td > div[data-selected] {
    border-radius: 0;
    background: ${colors.canvas};
  }
  & td > div[data-selection-start],
  & td > div[data-selection-end] {
    border-radius: ${radii.control};
    background: ${colors.brand};
    color: ${colors.brandText};
  }
  & td > div[data-focus-visible] {
    outline: ${focusRing.outline};
    outline-offset: -3px;
  }
`;

/** A chevron that points to the earlier month in the page's reading direction (the style mirrors it for right to left). */
function Chevron({ toward }: { toward: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={toward === 'previous' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type StayRange = { checkInDate: string; checkOutDate: string };

export type StayCalendarProps = StayRange & {
  /** The page's locale: the calendar's words, its first weekday, its direction and its calendar (Buddhist for Thai). */
  locale: string;
  label: string;
  /** The first and last day a stay may touch, ISO days. */
  firstDay: string;
  lastDay: string;
  onChange(range: StayRange): void;
};

// The calendar answers in the locale's own calendar (the Buddhist one for Thai); the search speaks ISO days.
const isoDayOf = (date: DateValue) => toCalendar(date, new GregorianCalendar()).toString().slice(0, 10);

const dateOf = (isoDay: string): CalendarDate | null => (dayNumber(isoDay) === null ? null : parseDate(isoDay));

/**
 * The stay's dates on a month grid (react-aria's RangeCalendar): arrows move by day and week, Page Up and
 * Page Down by month, Enter picks check-in and then check-out. A range of one day is a one-night stay.
 * It loads as a chunk of its own, only when the guest opens it.
 */
export function StayCalendar({ locale, label, firstDay, lastDay, checkInDate, checkOutDate, onChange }: StayCalendarProps) {
  const start = dateOf(checkInDate);
  const end = dateOf(checkOutDate);
  const value = start && end && end.compare(start) > 0 ? { start, end } : null;
  return (
    <I18nProvider locale={intlLocaleOf(locale)}>
      <RangeCalendar
        className={calendarClass}
        aria-label={label}
        defaultValue={value}
        minValue={parseDate(firstDay)}
        maxValue={parseDate(lastDay)}
        autoFocus
        onChange={(range) => {
          const from = isoDayOf(range.start);
          const to = range.end.compare(range.start) > 0 ? isoDayOf(range.end) : addDays(from, 1);
          onChange({ checkInDate: from, checkOutDate: to });
        }}
      >
        <header>
          <Button slot="previous">
            <Chevron toward="previous" />
          </Button>
          <Heading />
          <Button slot="next">
            <Chevron toward="next" />
          </Button>
        </header>
        <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
      </RangeCalendar>
    </I18nProvider>
  );
}
