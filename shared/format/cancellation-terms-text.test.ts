import { beforeAll, describe, expect, it } from 'vitest';
import { messageArea as commonMessages } from '../i18n/generated/areas/common';
import { loadAreas, messagesFor } from '../i18n/messages';
import { cancellationPolicyText, cancellationTermsText, type CancellationTerms, type PolicyTerms } from './cancellation-terms-text';

const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' });
const terms = (overrides: Partial<CancellationTerms> = {}): CancellationTerms => ({
  freeCancellationUntil: '2026-07-01T18:00:00Z',
  lateCancellationCharge: usd(22950),
  ...overrides,
});
const en = { locale: 'en-US', timeZone: 'UTC' };
const { t } = messagesFor('en-US');

describe('cancellationTermsText', () => {
  it('names the free period’s end and the charge after it', () => {
    expect(cancellationTermsText(terms(), en, t)).toBe('Free cancellation until Jul 1, 2026, 6:00 PM UTC. After that, cancelling costs $229.50.');
  });

  it('prints the end in the time zone asked for, with its name', () => {
    expect(cancellationTermsText(terms(), { locale: 'en-US', timeZone: 'Asia/Tokyo' }, t)).toBe(
      'Free cancellation until Jul 2, 2026, 3:00 AM GMT+9. After that, cancelling costs $229.50.',
    );
  });

  it('says when cancelling is never free, and what it costs, in the charge’s own currency', () => {
    expect(cancellationTermsText(terms({ freeCancellationUntil: null }), en, t)).toBe('This rate is never free to cancel. Cancelling costs $229.50.');
    const yen = terms({ freeCancellationUntil: null, lateCancellationCharge: { value: 18000, valueDecimalPoint: 0, currency: 'JPY' } });
    expect(cancellationTermsText(yen, en, t)).toBe('This rate is never free to cancel. Cancelling costs ¥18,000.');
  });

  it('says when cancelling costs nothing at any time', () => {
    expect(cancellationTermsText(terms({ freeCancellationUntil: null, lateCancellationCharge: usd(0) }), en, t)).toBe('You can cancel free of charge.');
  });
});

const policy = (overrides: Partial<PolicyTerms> = {}): PolicyTerms => ({ isCancellable: true, ...terms(), ...overrides });

describe('cancellationPolicyText', () => {
  it('names the free period’s end and the charge after it', () => {
    expect(cancellationPolicyText(policy(), en, t)).toBe('Free cancellation until Jul 1, 2026, 6:00 PM UTC. After that, cancelling costs $229.50.');
  });

  it('says when a rate is never free to cancel, and what cancelling costs', () => {
    expect(cancellationPolicyText(policy({ freeCancellationUntil: null }), en, t)).toBe('This rate is never free to cancel. Cancelling costs $229.50.');
  });

  it('says when a room can no longer be cancelled online', () => {
    expect(cancellationPolicyText(policy({ isCancellable: false }), en, t)).toBe('This room can no longer be cancelled online.');
  });

  it('prints the charge in the hotel’s currency', () => {
    const yen = policy({ freeCancellationUntil: null, lateCancellationCharge: { value: 18000, valueDecimalPoint: 0, currency: 'JPY' } });
    expect(cancellationPolicyText(yen, en, t)).toBe('This rate is never free to cancel. Cancelling costs ¥18,000.');
  });
});

describe('in the page’s locale', () => {
  beforeAll(() => loadAreas('es-ES', [commonMessages]));

  it('words the terms from the catalogue, with the locale’s dates and money', () => {
    const spanish = messagesFor('es-ES').t;
    expect(cancellationTermsText(terms({ freeCancellationUntil: null }), { locale: 'es-ES', timeZone: 'UTC' }, spanish)).toBe(
      'Esta tarifa no tiene cancelación gratuita. Cancelar cuesta 229,50\u00a0US$.',
    );
    expect(cancellationPolicyText(policy({ isCancellable: false }), { locale: 'es-ES', timeZone: 'Europe/Madrid' }, spanish)).not.toBe('This room can no longer be cancelled online.');
  });
});
