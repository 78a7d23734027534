import { describe, expect, it } from 'vitest';
import { formatHotelTime, formatIsoDate } from './format-hotel-times';

describe('hotel times and dates', () => {
  it('write a 24-hour time the locale’s way', () => {
    expect(formatHotelTime('15:00', 'en-US')).toBe('3:00 PM');
    expect(formatHotelTime('11:30', 'en-GB')).toBe('11:30');
  });

  it('write an ISO date as that day wherever the browser is', () => {
    expect(formatIsoDate('2026-11-22', 'en-US')).toBe('Nov 22, 2026');
    expect(formatIsoDate('2026-01-01', 'en-GB', { month: 'long', year: 'numeric' })).toBe('January 2026');
  });

  it('use Western digits in Arabic and the Buddhist era in Thai, as every page of the site does', () => {
    expect(formatHotelTime('15:00', 'ar')).toBe('3:00 م');
    expect(formatIsoDate('2026-11-22', 'th-TH')).toBe('22 พ.ย. 2569');
  });
});
