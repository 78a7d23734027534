import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../shared/i18n/messages';
import { bookingCancellationText } from './booking-cancellation-text';
import { jpy, usd } from './testing/cart-fixtures';

const en = { locale: 'en-US', timeZone: 'UTC' };
const { t } = messagesFor('en-US');

describe('bookingCancellationText', () => {
  it('gives a refundable rate’s free period and the charge after it', () => {
    const policy = { isRefundable: true, freeCancellationUntil: '2026-07-01T18:00:00Z', lateCancellationCharge: usd(21900), description: 'Server words' };
    expect(bookingCancellationText(policy, en, t)).toBe('Free cancellation until Jul 1, 2026, 6:00 PM UTC. After that, cancelling costs $219.00.');
  });

  it('gives a refundable rate that is never free its charge, and one that costs nothing as free', () => {
    expect(bookingCancellationText({ isRefundable: true, freeCancellationUntil: null, lateCancellationCharge: usd(21900), description: '' }, en, t)).toBe(
      'This rate is never free to cancel. Cancelling costs $219.00.',
    );
    expect(bookingCancellationText({ isRefundable: true, freeCancellationUntil: null, lateCancellationCharge: usd(0), description: '' }, en, t)).toBe(
      'You can cancel free of charge.',
    );
  });

  it('calls a non-refundable rate so, with what cancelling costs in the hotel’s currency', () => {
    expect(bookingCancellationText({ isRefundable: false, freeCancellationUntil: null, lateCancellationCharge: jpy(237600), description: '' }, en, t)).toBe(
      'This rate is non-refundable: cancelling costs ¥237,600.',
    );
    expect(bookingCancellationText({ isRefundable: false, freeCancellationUntil: null, lateCancellationCharge: usd(0), description: '' }, en, t)).toBe(
      'This rate is non-refundable.',
    );
  });

  it('never offers a free period on a non-refundable rate, whatever the deadline says', () => {
    const policy = { isRefundable: false, freeCancellationUntil: '2026-07-01T18:00:00Z', lateCancellationCharge: usd(52785), description: '' };
    expect(bookingCancellationText(policy, en, t)).toBe('This rate is non-refundable: cancelling costs $527.85.');
  });
});
