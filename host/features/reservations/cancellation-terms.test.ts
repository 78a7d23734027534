import { describe, expect, it } from 'vitest';
import { cancellationPolicyText, chargeIfCancelledAt, chargeNowText, sumMoney, type PolicyTerms } from './cancellation-terms';

const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' });
const policy = (overrides: Partial<PolicyTerms> = {}): PolicyTerms => ({
  isCancellable: true,
  freeCancellationUntil: '2026-07-01T18:00:00Z',
  lateCancellationCharge: usd(22950),
  ...overrides,
});
const en = { locale: 'en-US', timeZone: 'UTC' };

describe('cancellationPolicyText', () => {
  it('names the free period’s end and the charge after it', () => {
    expect(cancellationPolicyText(policy(), en)).toBe('Free cancellation until Jul 1, 2026, 6:00 PM UTC. After that, cancelling costs $229.50.');
  });

  it('says when a rate is never free to cancel, and what cancelling costs', () => {
    expect(cancellationPolicyText(policy({ freeCancellationUntil: null }), en)).toBe('This rate is never free to cancel. Cancelling costs $229.50.');
  });

  it('says when a room can no longer be cancelled online', () => {
    expect(cancellationPolicyText(policy({ isCancellable: false }), en)).toBe('This room can no longer be cancelled online.');
  });

  it('prints the charge in the hotel’s currency', () => {
    const yen = policy({ freeCancellationUntil: null, lateCancellationCharge: { value: 18000, valueDecimalPoint: 0, currency: 'JPY' } });
    expect(cancellationPolicyText(yen, en)).toBe('This rate is never free to cancel. Cancelling costs ¥18,000.');
  });
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
    expect(chargeNowText(usd(0), 'en-US')).toBe('Cancelling now is free of charge.');
    expect(chargeNowText(usd(45900), 'en-US')).toBe('Cancelling now costs $459.00.');
  });
});
