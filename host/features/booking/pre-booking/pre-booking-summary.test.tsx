// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { PreBookingSummary } from './pre-booking-summary';
import { cartFixture, pointsCartFixture, yenCartFixture } from './testing/cart-fixtures';

beforeAll(() => loadAreas('ja-JP', allMessageAreas));

/** Each term of the summary's lists with its value, in order. */
const facts = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the pre-booking summary', () => {
  it('says the stay, the room and the price in the page’s language', () => {
    render(<PreBookingSummary cart={cartFixture()} />);
    expect(screen.getByRole('heading', { name: 'Your stay' })).toBeInTheDocument();
    expect(facts()).toEqual([
      ['Hotel', 'Portico Times Square'],
      ['Check-in', 'Fri, Jul 3, 2026'],
      ['Check-out', 'Sun, Jul 5, 2026'],
      ['Length of stay', '2 nights'],
      ['Room', 'Deluxe King Room, 1 King bed'],
      ['Rooms and guests', '1 room, 2 adults'],
      ['Rate', 'Flexible rate'],
      ['Subtotal (2 nights, 1 room)', '$459.00'],
      ['Taxes and fees', '$68.85'],
      ['Total, taxes and fees included', '$527.85'],
    ]);
  });

  it('keeps the total in sight and the nights, subtotal and taxes behind a closed “Price details”', () => {
    render(<PreBookingSummary cart={cartFixture()} />);
    const details = screen.getByText('Price details: each night, taxes and fees').closest('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    const breakdown = within(details!);
    expect(breakdown.getByRole('table', { name: 'Rate per room for each night, before taxes' })).toBeInTheDocument();
    expect(breakdown.getByText('Taxes and fees').nextElementSibling).toHaveTextContent('$68.85');
    expect(breakdown.queryByText('Total, taxes and fees included')).toBeNull();
    const total = screen.getByText('Total, taxes and fees included');
    expect(details!.contains(total)).toBe(false);
    expect(total.nextElementSibling).toHaveTextContent('$527.85');
  });

  it('speaks Japanese under a Japanese page, with its dates, counts and yen', () => {
    render(
      <MessagesProvider locale="ja-JP">
        <PreBookingSummary cart={yenCartFixture()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'ご宿泊' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '1室あたりの各泊の料金（税抜）' })).toBeInTheDocument();
    expect(facts()).toEqual([
      ['ホテル', 'Portico Tokyo'],
      ['チェックイン', '2026年8月10日(月)'],
      ['チェックアウト', '2026年8月13日(木)'],
      ['宿泊数', '3泊'],
      ['客室', 'Superior Twin Room、2 Twin beds'],
      ['客室数と人数', '2室、各室大人1名、子ども1名'],
      ['料金プラン', 'Flexible rate'],
      ['小計（3泊、2室）', '￥216,000'],
      ['税金・サービス料', '￥21,600'],
      ['合計（税・サービス料込み）', '￥237,600'],
    ]);
  });

  it('counts points with the Japanese word for them, and marks a member rate', () => {
    render(
      <MessagesProvider locale="ja-JP">
        <PreBookingSummary cart={pointsCartFixture()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('table', { name: '1室あたりの各泊のポイント' })).toHaveTextContent('55,000ポイント');
    expect(facts()).toEqual(
      expect.arrayContaining([
        ['料金プラン', 'Points stay（会員料金）'],
        ['合計ポイント（2泊、1室）', '120,000ポイント'],
      ]),
    );
  });
});
