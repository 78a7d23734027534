import { describe, expect, it } from 'vitest';
import { toWesternDigits } from './western-digits';

describe('toWesternDigits', () => {
  it('reads Arabic-Indic, Extended Arabic-Indic and Devanagari digits as Western ones', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('०१२३४५६७८९')).toBe('0123456789');
  });

  it('leaves everything else as typed, mixed scripts included', () => {
    expect(toWesternDigits('+٩٧١ 50 ١٢٣ ४५६७')).toBe('+971 50 123 4567');
    expect(toWesternDigits('شارع ٢٢, Dubai')).toBe('شارع 22, Dubai');
    expect(toWesternDigits('')).toBe('');
    // The characters either side of each block are not digits and stay.
    expect(toWesternDigits('\u065f\u066a\u06ef\u06fa\u0965\u0970')).toBe('\u065f\u066a\u06ef\u06fa\u0965\u0970');
  });
});
