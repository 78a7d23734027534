import { describe, expect, it } from 'vitest';
import { addMonths, isMonth, lastDayOf, monthOf, monthWeeks, weekdayOf } from './calendar-month';
import { isPickable, NO_PICKS, pickDay } from './calendar-picks';

describe('calendar months', () => {
  it('steps across years and knows each month’s length', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(monthOf('2026-07-03')).toBe('2026-07');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-07')).toBe(true);
  });

  it('lays a month out in weeks from Sunday', () => {
    expect(weekdayOf('2026-07-01')).toBe(3);
    const weeks = monthWeeks('2026-07');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04']);
    expect(weeks[4]).toEqual(['2026-07-26', '2026-07-27', '2026-07-28', '2026-07-29', '2026-07-30', '2026-07-31', null]);
  });
});

describe('calendar picks', () => {
  it('takes a check-in, then a later check-out, then starts again', () => {
    const checkIn = pickDay(NO_PICKS, '2026-07-03');
    expect(checkIn).toEqual({ checkInDate: '2026-07-03', checkOutDate: null });
    expect(pickDay(checkIn, '2026-07-01')).toEqual({ checkInDate: '2026-07-01', checkOutDate: null });
    const stay = pickDay(checkIn, '2026-07-05');
    expect(stay).toEqual({ checkInDate: '2026-07-03', checkOutDate: '2026-07-05' });
    expect(pickDay(stay, '2026-07-10')).toEqual({ checkInDate: '2026-07-10', checkOutDate: null });
  });

  it('lets a sold-out night end a stay but not start one', () => {
    const soldOut = { isSoldOut: true, isBookable: true };
    expect(isPickable(NO_PICKS, '2026-07-05', soldOut)).toBe(false);
    expect(isPickable({ checkInDate: '2026-07-03', checkOutDate: null }, '2026-07-05', soldOut)).toBe(true);
    expect(isPickable(NO_PICKS, '2026-07-05', { isSoldOut: false, isBookable: false })).toBe(false);
  });
});
