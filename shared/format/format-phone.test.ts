import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './format-phone';

describe('formatPhoneNumber', () => {
  it('shows a number of the home country in its national format', () => {
    expect(formatPhoneNumber('+12125550147', { homeCountry: 'US' })).toBe('(212) 555-0147');
    expect(formatPhoneNumber('+442079460958', { homeCountry: 'gb' })).toBe('020 7946 0958');
  });

  it('shows a number of another country, or with no home country, with its country code', () => {
    expect(formatPhoneNumber('+442079460958', { homeCountry: 'US' })).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+12123981900')).toBe('+1 212 398 1900');
  });

  it('reads the digits stored before numbers kept their country code as dialled in the home country', () => {
    expect(formatPhoneNumber('2125550147', { homeCountry: 'US' })).toBe('(212) 555-0147');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatPhoneNumber('2125550147')).toBe('2125550147');
    expect(formatPhoneNumber('call the desk')).toBe('call the desk');
  });
});
