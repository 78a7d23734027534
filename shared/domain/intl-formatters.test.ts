import { describe, expect, it } from 'vitest';
import { dateTimeFormatOf, numberFormatOf } from './intl-formatters';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    const dollars = numberFormatOf('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormatOf('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(numberFormatOf('en-US', { style: 'currency', currency: 'JPY' })).not.toBe(dollars);
    expect(dollars.format(459)).toBe('$459.00');
    const newYork = dateTimeFormatOf('en-US', { hour: 'numeric', timeZone: 'America/New_York' });
    expect(dateTimeFormatOf('en-US', { hour: 'numeric', timeZone: 'America/New_York' })).toBe(newYork);
    expect(dateTimeFormatOf('en-US', { hour: 'numeric', timeZone: 'Asia/Tokyo' })).not.toBe(newYork);
  });

  it('throws on options Intl refuses, every time, keeping nothing for them', () => {
    expect(() => numberFormatOf('en-US', { style: 'currency', currency: 'DOLLARS' })).toThrow(RangeError);
    expect(() => numberFormatOf('en-US', { style: 'currency', currency: 'DOLLARS' })).toThrow(RangeError);
  });

  it('keeps giving working formatters once more locales were asked for than it keeps', () => {
    for (let index = 0; index < 600; index += 1) numberFormatOf(`en-US-x-k${index}`, {});
    expect(numberFormatOf('en-US', { style: 'currency', currency: 'EUR' }).format(12.5)).toBe('€12.50');
  });
});
