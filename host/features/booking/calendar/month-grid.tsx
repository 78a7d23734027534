import { css } from '@linaria/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays } from '../../../../shared/booking/search-criteria';
import { intlLocaleOf } from '../../../../shared/domain/locales';
import { formatMoney } from '../../../../shared/format/format-money';
import { calendarDay } from '../../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { colors, radii } from '../../../../shared/ui/theme';
import { addMonths, lastDayOf, monthOf, monthWeeks, weekdayOf } from './calendar-month';
import { isPickable, type CalendarPicks } from './calendar-picks';
import type { NightlyProduct } from './use-nightly-products';

const gridClass = css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & th {
    padding: 0.25rem;
    font-size: 0.875rem;
    color: ${colors.inkMuted};
  }
  & td {
    padding: 2px;
  }
  & button {
    display: grid;
    width: 100%;
    min-height: 56px;
    padding: 0.25rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.control};
    background: ${colors.surface};
    font: inherit;
    color: ${colors.ink};
    cursor: pointer;
  }
  & button[aria-disabled='true'] {
    color: ${colors.inkMuted};
    background: ${colors.canvas};
    cursor: default;
  }
  & td[aria-selected='true'] button {
    border-color: ${colors.brand};
    background: ${colors.brand};
    color: ${colors.brandText};
  }
  & small {
    font-size: 0.75rem;
  }
`;

export type MonthGridProps = {
  month: string;
  /** The days of the month the server answered for; empty while it loads. */
  days: readonly NightlyProduct[];
  picks: CalendarPicks;
  /** The first and last day a stay may start or end on. */
  firstBookable: string;
  lastBookable: string;
  focusedDay: string;
  /** Set when the last key moved focus: the focused day's button then takes focus once drawn. */
  movesFocus: boolean;
  onFocusDay(day: string): void;
  onPick(day: string): void;
  labelledBy: string;
};

// Through intlLocaleOf, as the catalogue's numbers are: Western digits, and Thai years in the Buddhist era.
const dayName = (isoDay: string, weekday: 'long' | 'short', locale: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday, timeZone: 'UTC' }).format(calendarDay(isoDay));
const fullDate = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(calendarDay(isoDay));

// 2026-07-05 was a Sunday: its week gives the column headings.
const WEEK = Array.from({ length: 7 }, (_, index) => addDays('2026-07-05', index));

/**
 * A month as an ARIA grid (a table: weekday column headings, one row a week): each day a button with
 * its full date and its lowest nightly rate or "Sold out"; one tab stop, arrow keys by day and week,
 * Home and End to the week's ends, Page Up and Page Down by month.
 */
export function MonthGrid({ month, days, picks, firstBookable, lastBookable, focusedDay, movesFocus, onFocusDay, onPick, labelledBy }: MonthGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const locale = useLocale();
  const byDate = new Map(days.map((day) => [day.date, day]));

  useEffect(() => {
    if (movesFocus) gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusedDay}"]`)?.focus();
  }, [movesFocus, focusedDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(event.key, focusedDay);
    if (!next) return;
    event.preventDefault();
    onFocusDay(next);
  };

  return (
    <table ref={gridRef} role="grid" aria-labelledby={labelledBy} className={gridClass} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEK.map((day) => (
            <th key={day} scope="col" abbr={dayName(day, 'long', locale)}>
              {dayName(day, 'short', locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) =>
              day ? (
                <DayCell
                  key={day}
                  day={day}
                  product={byDate.get(day)}
                  picks={picks}
                  isBookable={day >= firstBookable && day <= lastBookable}
                  isFocusable={day === focusedDay}
                  onPick={onPick}
                  onFocus={() => onFocusDay(day)}
                />
              ) : (
                <td key={`empty-${index}`} role="gridcell" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayCellProps = {
  day: string;
  product: NightlyProduct | undefined;
  picks: CalendarPicks;
  isBookable: boolean;
  isFocusable: boolean;
  onPick(day: string): void;
  onFocus(): void;
};

function DayCell({ day, product, picks, isBookable, isFocusable, onPick, onFocus }: DayCellProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const isSoldOut = product?.isSoldOut ?? false;
  const canPick = isPickable(picks, day, { isSoldOut, isBookable });
  const role = day === picks.checkInDate ? t('availabilityCalendar.day.checkIn') : day === picks.checkOutDate ? t('availabilityCalendar.day.checkOut') : null;
  const isInStay = picks.checkInDate !== null && picks.checkOutDate !== null && day > picks.checkInDate && day < picks.checkOutDate;
  return (
    <td role="gridcell" aria-selected={role !== null || isInStay}>
      <button type="button" data-day={day} tabIndex={isFocusable ? 0 : -1} aria-disabled={!canPick} onFocus={onFocus} onClick={() => canPick && onPick(day)}>
        <span aria-hidden="true">{Number(day.slice(8))}</span>
        <span className="visually-hidden">{fullDate(day, locale)}</span>
        {role ? <span className="visually-hidden">{role}</span> : null}{' '}
        <small>{isSoldOut ? t('availabilityCalendar.soldOut') : product?.lowestNightly ? formatMoney(product.lowestNightly, locale) : null}</small>
      </button>
    </td>
  );
}

/** The day a navigation key moves to, or null for any other key. */
function dayAfterKey(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return sameDayInMonth(day, -1);
    case 'PageDown':
      return sameDayInMonth(day, 1);
    default:
      return null;
  }
}

function sameDayInMonth(day: string, months: number): string {
  const target = addMonths(monthOf(day), months);
  const candidate = `${target}-${day.slice(8)}`;
  const last = lastDayOf(target);
  return candidate > last ? last : candidate;
}
