// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../shared/format/format-money';
import { openPayment as open, setUpPaymentTests } from '../testing/open-payment';
import { createFakePaymentApi, paymentInfoFixture } from '../testing/payment-fake-api';

vi.mock('../config', () => ({
  config: { hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', allowedHostOrigins: ['http://localhost:8080'], signInDisabledLocales: [], imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../bridge/react/use-host-bridge', async () => {
  const { hostBridge } = await import('../testing/fake-host');
  return { useHostBridge: () => hostBridge.state };
});

setUpPaymentTests();

describe('PaymentTerms', () => {
  it.each([
    ['GUARANTEE', /guarantees the booking/, '$0.00', '$527.85'],
    ['DEPOSIT', /A deposit of the first night/, '$264.00', '$263.85'],
    ['PREPAYMENT', /The whole stay/, '$527.85', '$0.00'],
  ] as const)('%s in words, with what is due now and at the hotel', async (kind, words, dueNow, dueAtHotel) => {
    await open({ api: createFakePaymentApi(paymentInfoFixture({ kind })) });
    const terms = screen.getByRole('region', { name: 'How you pay' });
    expect(terms).toHaveTextContent(words);
    expect(within(terms).getByText('Due now').nextElementSibling).toHaveTextContent(dueNow);
    expect(within(terms).getByText('Due at the hotel').nextElementSibling).toHaveTextContent(dueAtHotel);
  });

  it('writes the amounts in the hotel’s currency as the locale does (Arabic: the currency, then the amount, as issue 22 asks)', async () => {
    await open({ api: createFakePaymentApi(paymentInfoFixture({ kind: 'PREPAYMENT', currency: 'AED' })), search: '?cartId=CART1&locale=ar-AE' });
    const amount = within(screen.getByRole('region', { name: 'How you pay' })).getByText('Due now').nextElementSibling!.textContent!;
    expect(amount).toBe(formatMoney({ value: 52785, valueDecimalPoint: 2, currency: 'AED' }, 'ar-AE'));
    expect(amount.indexOf('د.إ')).toBeLessThan(amount.indexOf('527'));
  });

  it('writes a currency without minor units without decimals (JPY)', async () => {
    await open({ api: createFakePaymentApi(paymentInfoFixture({ kind: 'PREPAYMENT', currency: 'JPY', valueDecimalPoint: 0 })) });
    expect(within(screen.getByRole('region', { name: 'How you pay' })).getByText('Due now').nextElementSibling).toHaveTextContent('¥52,785');
  });
});
