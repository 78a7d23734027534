import { describe, expect, it } from 'vitest';
import type { PolicyTerms } from '../../../shared/format/cancellation-terms-text';
import { messagesFor } from '../../../shared/i18n/messages';
import { chargeIfCancelledAt, chargeNowText, sumMoney } from './cancellation-terms';

const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' });
const policy = (overrides: Partial<PolicyTerms> = {}): PolicyTerms => ({
  isCancellable: true,
  freeCancellationUntil: '2026-07-01T18:00:00Z',
  lateCancellationCharge: usd(22950),
  ...overrides,
});

describe('chargeIfCancelledAt', () => {
  it('is nothing before the free period ends and the late charge from then on', () => {
    expect(chargeIfCancelledAt(policy(), new Date('2026-07-01T17:59:59Z'))).toEqual(usd(0));
    expect(chargeIfCancelledAt(policy(), new Date('2026-07-01T18:00:00Z'))).toEqual(usd(22950));
    expect(chargeIfCancelledAt(policy({ freeCancellationUntil: null }), new Date('2020-01-01T00:00:00Z'))).toEqual(usd(22950));
  });
});

describe('sumMoney', () => {
  it('adds amounts of one currency at the finest decimal point', () => {
    expect(sumMoney([usd(2500), { value: 3, valueDecimalPoint: 0, currency: 'USD' }])).toEqual(usd(2800));
    expect(sumMoney([])).toBeNull();
  });

  it('refuses to add two currencies', () => {
    expect(() => sumMoney([usd(1), { value: 1, valueDecimalPoint: 2, currency: 'EUR' }])).toThrow(RangeError);
  });
});

describe('chargeNowText', () => {
  it('says free, or what it costs now', () => {
    const { t } = messagesFor('en-US');
    expect(chargeNowText(usd(0), 'en-US', t)).toBe('Cancelling now is free of charge.');
    expect(chargeNowText(usd(45900), 'en-US', t)).toBe('Cancelling now costs $459.00.');
  });
});
