// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupportedLocale } from '../../../../shared/domain/locales';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { SummaryOfCharges } from './summary-of-charges';
import { cashChargesFixture, usd, won, yen, type ChargesFixture } from './testing/confirmation-fixtures';

function renderCharges(charges: ChargesFixture, locale: SupportedLocale = 'en-US') {
  render(
    <MessagesProvider locale={locale}>
      <SummaryOfCharges charges={charges} />
    </MessagesProvider>,
  );
  return screen.getByRole('region', { name: messagesFor(locale).t('confirmation.charges.heading') });
}

beforeAll(async () => {
  await Promise.all([loadAreas('ar', allMessageAreas), loadAreas('ja-JP', allMessageAreas)]);
});

const value = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;
const nightRows = (region: HTMLElement) =>
  within(within(region).getByRole('table')).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('SummaryOfCharges', () => {
  it('lists each night and the totals of a cash stay in dollars', () => {
    const region = renderCharges(cashChargesFixture());
    expect(nightRows(region)).toEqual([
      ['Fri, Jul 3, 2026', '$617.28'],
      ['Sat, Jul 4, 2026', '$617.28'],
    ]);
    expect(value(region, 'Rooms subtotal')).toBe('$1,234.56');
    expect(value(region, 'Taxes and fees')).toBe('$185.18');
    expect(value(region, 'Cash total, taxes and fees included')).toBe('$1,419.74');
    expect(value(region, 'Charged at booking')).toBe('$0.00');
    expect(value(region, 'Due at the hotel')).toBe('$1,419.74');
    expect(within(region).queryByText('Points deducted')).toBeNull();
    expect(within(region).queryByText('Travel insurance')).toBeNull();
  });

  it('prints yen and won without decimals', () => {
    const jpy = renderCharges({
      ...cashChargesFixture(),
      nights: [{ date: '2026-07-03', cash: yen(30000), points: null }],
      roomsSubtotal: yen(30000),
      taxesAndFees: yen(3000),
      cashTotal: yen(33000),
      chargedAtBooking: yen(33000),
      dueAtHotel: yen(0),
    });
    expect(nightRows(jpy)).toEqual([['Fri, Jul 3, 2026', '¥30,000']]);
    expect(value(jpy, 'Cash total, taxes and fees included')).toBe('¥33,000');
    expect(value(jpy, 'Due at the hotel')).toBe('¥0');
    cleanup();
    const krw = renderCharges({ ...cashChargesFixture(), nights: [{ date: '2026-07-03', cash: won(540000), points: null }], roomsSubtotal: won(540000), taxesAndFees: won(54000), cashTotal: won(594000), chargedAtBooking: won(0), dueAtHotel: won(594000) });
    expect(value(krw, 'Rooms subtotal')).toBe('₩540,000');
    expect(value(krw, 'Cash total, taxes and fees included')).toBe('₩594,000');
  });

  it('swaps the currency and the amount the Arabic way when the page is in Arabic (spec 2; issue 22: the amount after the currency)', () => {
    const region = renderCharges(cashChargesFixture(), 'ar');
    expect(value(region, messagesFor('ar').t('confirmation.charges.roomsSubtotal'))).toBe('US$\u00a01,234.56');
  });

  it('shows a points stay’s points per night and deducted, the points bought and their cost, the insurance, and the cash charged', () => {
    const region = renderCharges({
      nights: [
        { date: '2026-07-03', cash: null, points: 30000 },
        { date: '2026-07-04', cash: null, points: 30000 },
      ],
      roomsSubtotal: usd(0),
      taxesAndFees: usd(0),
      points: 60000,
      pointsPurchased: 5000,
      pointsPurchaseCost: usd(6250),
      travelInsurance: usd(2500),
      cashTotal: usd(2500),
      chargedAtBooking: usd(8750),
      dueAtHotel: usd(0),
    });
    expect(within(region).getByRole('table')).toHaveAccessibleName('Points for each night, all rooms');
    expect(nightRows(region)).toEqual([
      ['Fri, Jul 3, 2026', '30,000 points'],
      ['Sat, Jul 4, 2026', '30,000 points'],
    ]);
    expect(within(region).queryByText('Rooms subtotal')).toBeNull();
    expect(value(region, 'Points deducted')).toBe('60,000 points');
    expect(value(region, 'Points bought')).toBe('5,000 points');
    expect(value(region, 'Cost of the points bought')).toBe('$62.50');
    expect(value(region, 'Travel insurance')).toBe('$25.00');
    expect(value(region, 'Charged at booking')).toBe('$87.50');
  });

  it('shows cash and points side by side for a stay that has both', () => {
    const region = renderCharges({ ...cashChargesFixture(), nights: [{ date: '2026-07-03', cash: usd(10000), points: 15000 }], points: 15000 });
    expect(nightRows(region)).toEqual([['Fri, Jul 3, 2026', '$100.00', '15,000 points']]);
  });

  it('speaks the page’s language: a points stay in Japanese, its nights, points and money as Japanese readers write them', () => {
    const region = renderCharges(
      {
        nights: [{ date: '2026-07-03', cash: null, points: 30000 }],
        roomsSubtotal: yen(0),
        taxesAndFees: yen(0),
        points: 30000,
        pointsPurchased: 0,
        pointsPurchaseCost: null,
        travelInsurance: null,
        cashTotal: yen(0),
        chargedAtBooking: yen(0),
        dueAtHotel: yen(30000),
      },
      'ja-JP',
    );
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('料金の概要');
    expect(within(region).getByRole('table')).toHaveAccessibleName('1泊ごとのポイント（全客室）');
    expect(nightRows(region)).toEqual([['2026年7月3日(金)', '30,000ポイント']]);
    expect(value(region, '使用ポイント')).toBe('30,000ポイント');
    expect(value(region, 'ホテルでのお支払い')).toBe('￥30,000');
    expect(within(region).queryByText('Points deducted')).toBeNull();
  });
});
