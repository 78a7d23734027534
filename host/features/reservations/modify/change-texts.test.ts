import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../shared/i18n/messages';
import { cashDifferenceText, pointsDifferenceText } from './change-texts';

const { t } = messagesFor('en-US');

describe('the words of a change’s price difference', () => {
  it('says more, less or the same, the amount always positive and in the currency’s own decimals', () => {
    expect(cashDifferenceText({ value: 12000, valueDecimalPoint: 2, currency: 'USD' }, 'en-US', t)).toBe('$120.00 more than now');
    expect(cashDifferenceText({ value: -4050, valueDecimalPoint: 2, currency: 'USD' }, 'en-US', t)).toBe('$40.50 less than now');
    expect(cashDifferenceText({ value: 0, valueDecimalPoint: 2, currency: 'USD' }, 'en-US', t)).toBe('The same price as now');
    expect(cashDifferenceText({ value: -3800, valueDecimalPoint: 0, currency: 'JPY' }, 'en-US', t)).toBe('¥3,800 less than now');
  });

  it('says the points taken or given back, and nothing when none move', () => {
    expect(pointsDifferenceText(15000, t)).toBe('15,000 points more');
    expect(pointsDifferenceText(-1, t)).toBe('1 point back to you');
    expect(pointsDifferenceText(0, t)).toBeNull();
  });
});
