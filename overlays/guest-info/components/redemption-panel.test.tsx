// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupportedLocale } from '../../../shared/domain/locales';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { createFakeGuestInfoApi, formFixture, memberFixture } from '../testing/guest-info-fake-api';
import { RedemptionPanel } from './redemption-panel';

beforeAll(async () => {
  await loadAreas('ja-JP', allMessageAreas);
});

function renderPanel(locale: SupportedLocale, navigate: ((path: string) => void) | null = null) {
  const api = createFakeGuestInfoApi(formFixture({ member: memberFixture, mode: 'POINTS', isMemberRate: true }));
  api.state.redemption = {
    currentPointBalance: 40000,
    pointsDeducted: 52500,
    additionalPointsRequired: 12500,
    pointCost: { value: 18750, valueDecimalPoint: 0, currency: 'JPY' },
    isBuyPoints: true,
    maxPurchasablePoints: 50000,
    isBuyPointConsent: true,
  };
  render(
    <MessagesProvider locale={locale}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Form onSubmit={() => undefined} initialValues={{ isBuyPointConsent: true }}>
          {() => <RedemptionPanel request={api.request} cartId="CART1" hostOrigin="http://localhost:8080" navigate={navigate} />}
        </Form>
      </SWRConfig>
    </MessagesProvider>,
  );
}

describe('RedemptionPanel', () => {
  it('speaks Japanese and prints points and money the Japanese way in a ja-JP page', async () => {
    renderPanel('ja-JP');
    expect(await screen.findByRole('region', { name: 'お客様のポイント' })).toBeInTheDocument();
    expect(screen.getByText('現在の残高').nextElementSibling).toHaveTextContent('40,000ポイント');
    expect(screen.getByText('不足ポイント').nextElementSibling).toHaveTextContent('12,500ポイント');
    // Intl's ja-JP yen sign is the full-width ￥, where en-US prints ¥.
    expect(screen.getByText('購入費用').nextElementSibling).toHaveTextContent('￥18,750');
    expect(screen.getByLabelText('不足分のポイントをこの予約と一緒に購入する')).toBeChecked();
    expect(screen.getByRole('link', { name: 'ポイントを追加購入' })).toHaveAttribute('href', 'http://localhost:8080/loyalty/redeem/topUpPoints.mi?cartId=CART1');
  });

  it('speaks en-US in an en-US page', async () => {
    renderPanel('en-US');
    expect(await screen.findByRole('region', { name: 'Your points' })).toBeInTheDocument();
    expect(screen.getByText('Current balance').nextElementSibling).toHaveTextContent('40,000 points');
    expect(screen.getByText('Cost to buy them').nextElementSibling).toHaveTextContent('¥18,750');
  });

  it('leaves for the host’s top-up page in the whole window, before the bridge has connected as after', async () => {
    renderPanel('en-US');
    const link = await screen.findByRole('link', { name: 'Top up your points' });
    expect(link).toHaveAttribute('target', '_top');

    const asked: string[] = [];
    cleanup();
    renderPanel('en-US', (path) => asked.push(path));
    fireEvent.click(await screen.findByRole('link', { name: 'Top up your points' }));
    expect(asked).toEqual(['/loyalty/redeem/topUpPoints.mi?cartId=CART1']);
  });
});
