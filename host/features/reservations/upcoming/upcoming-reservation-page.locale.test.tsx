// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hostPaths } from '../../../../shared/domain/paths';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { createFakeReservationApi } from '../testing/reservation-fake-api';
import { orderFixture, roomFixture } from '../testing/reservation-fixtures';
import { UpcomingReservationPage } from './upcoming-reservation-page';

// The visitor is far from the New York hotel: its moments still print in New York time.
process.env.TZ = 'Asia/Tokyo';

// The module-level locale is another page's: what the page prints must follow the provider's.
vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

beforeAll(() => loadAreas('ja-JP', allMessageAreas));

describe('UpcomingReservationPage in Japanese', () => {
  it('speaks the page’s locale: its words from the catalogue, its dates and amounts formatted the Japanese way', async () => {
    const yen = (value: number) => ({ value, valueDecimalPoint: 0, currency: 'JPY' });
    const order = orderFixture([
      roomFixture(1, {
        charges: { averageNightlyRate: yen(30000), subtotal: yen(60000), taxesAndFees: yen(6000), total: yen(66000) },
        cancellationPolicy: { isCancellable: true, freeCancellationUntil: '2099-07-01T18:00:00Z', lateCancellationCharge: yen(30000) },
      }),
    ]);
    api.request = createFakeReservationApi({ ...order, totalPricing: yen(66000) }).request as (...args: unknown[]) => Promise<unknown>;
    render(
      <MessagesProvider locale="ja-JP">
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[hostPaths.upcomingReservation.getHref('71234561')]}>
            <Routes>
              <Route path={hostPaths.upcomingReservation.path} element={<UpcomingReservationPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </MessagesProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Portico Times Squareのご予約' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Portico Times Squareのご予約' });
    expect(within(banner).getByText('2026/07/03(金)～2026/07/05(日) · 2泊')).toBeInTheDocument();
    expect(within(banner).getByText('1室')).toBeInTheDocument();

    const room = screen.getByRole('article', { name: '客室 1' });
    expect(within(room).getByText('大人2名')).toBeInTheDocument();
    expect(within(room).getByText('確定')).toBeInTheDocument();
    expect(within(room).getByText('￥66,000')).toBeInTheDocument();
    expect(within(room).getByText('2099年7月1日 14:00 GMT-4まで無料でキャンセルできます。それ以降のキャンセル料は￥30,000です。')).toBeInTheDocument();
    expect(within(room).getByRole('button', { name: '客室をキャンセル' })).toBeInTheDocument();

    const charges = screen.getByRole('region', { name: '料金の概要' });
    expect(within(charges).getByText('ご滞在の合計（税・サービス料込み）').nextElementSibling).toHaveTextContent('￥66,000');
  });
});
