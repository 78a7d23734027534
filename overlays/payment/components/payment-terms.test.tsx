// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { formatMoney } from '../../../shared/format/format-money';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { openPayment as open, setUpPaymentTests } from '../testing/open-payment';
import { createFakePaymentApi, paymentInfoFixture, savedVisa } from '../testing/payment-fake-api';
import { PaymentTerms } from './payment-terms';

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
    ['GUARANTEE', 'Your card guarantees the booking. Nothing is charged now: you pay at the hotel.', '$0.00', '$527.85'],
    ['DEPOSIT', 'A deposit of the first night, $264.00, is charged to your card when you book; the rest is paid at the hotel.', '$264.00', '$263.85'],
    ['PREPAYMENT', 'The whole stay, $527.85, is charged to your card when you book.', '$527.85', '$0.00'],
  ] as const)('%s in words, with what is due now and at the hotel', async (kind, words, dueNow, dueAtHotel) => {
    await open({ api: createFakePaymentApi(paymentInfoFixture({ kind })) });
    const terms = screen.getByRole('region', { name: 'How you pay' });
    expect(terms).toHaveTextContent(words);
    expect(within(terms).getByText('Due now').nextElementSibling).toHaveTextContent(dueNow);
    expect(within(terms).getByText('Due at the hotel').nextElementSibling).toHaveTextContent(dueAtHotel);
  });

  it('writes the amounts in the hotel’s currency as the locale does (Arabic: the currency, then the amount, as issue 22 asks)', async () => {
    await loadAreas('ar', allMessageAreas);
    const { t } = messagesFor('ar');
    await open({ api: createFakePaymentApi(paymentInfoFixture({ kind: 'PREPAYMENT', currency: 'AED' })), search: '?cartId=CART1&locale=ar-AE', formName: t('payment.form.label') });
    const amount = within(screen.getByRole('region', { name: t('payment.terms.heading') })).getByText(t('payment.terms.dueNow')).nextElementSibling!.textContent!;
    expect(amount).toBe(formatMoney({ value: 52785, valueDecimalPoint: 2, currency: 'AED' }, 'ar-AE'));
    expect(amount.indexOf('د.إ')).toBeLessThan(amount.indexOf('527'));
    // The method in Arabic words, with the same amount in them, isolated so its digits keep their order.
    expect(screen.getByRole('region', { name: t('payment.terms.heading') })).toHaveTextContent(`تُخصم الإقامة كاملة، \u2068${amount}\u2069، من بطاقتك عند الحجز.`.replace(/\s+/g, ' '));
  });

  it('writes a currency without minor units without decimals (JPY)', async () => {
    await open({ api: createFakePaymentApi(paymentInfoFixture({ kind: 'PREPAYMENT', currency: 'JPY', valueDecimalPoint: 0 })) });
    expect(within(screen.getByRole('region', { name: 'How you pay' })).getByText('Due now').nextElementSibling).toHaveTextContent('¥52,785');
  });

  it('speaks the page’s locale, and writes its amounts and the card as that locale does (Japanese)', async () => {
    await loadAreas('ja-JP', allMessageAreas);
    const { paymentInfo } = paymentInfoFixture({ kind: 'PREPAYMENT', currency: 'JPY', valueDecimalPoint: 0 });
    render(
      <MessagesProvider locale="ja-JP">
        <PaymentTerms paymentInfo={{ ...paymentInfo, selectedCard: savedVisa }} />
      </MessagesProvider>,
    );
    const terms = screen.getByRole('region', { name: 'お支払い方法' });
    expect(within(terms).getByText('今回のお支払い').nextElementSibling).toHaveTextContent('￥52,785');
    expect(within(terms).getByText('ホテルでのお支払い').nextElementSibling).toHaveTextContent('￥0');
    expect(within(terms).getByText('現在のお支払いカード').nextElementSibling).toHaveTextContent('Visa（末尾 4242、有効期限 09/2031）');
  });
});
