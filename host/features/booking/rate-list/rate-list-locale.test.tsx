// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { allMessageAreas } from '../../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../../shared/i18n/messages';
import { MessagesProvider } from '../../../../shared/i18n/messages-context';
import { createFakeBookingApi, type FakeBookingApi } from '../testing/booking-fake-api';
import { criteriaFixture, searchAnswer, TEST_TODAY } from '../testing/booking-fixtures';
import { RateListPage } from './rate-list-page';

// The module-level locale stays en-US, as on a server rendering many locales: the page must follow its provider.
vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'https://images.example.com' } }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, mutate: vi.fn(async () => undefined) }) }));
vi.mock('../../../auth/sign-in-dialog', async () => ({ SignInDialog: (await import('../testing/booking-test-doubles')).FakeSignInDialog }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

let fake: FakeBookingApi;

beforeAll(() => loadAreas('ja-JP', allMessageAreas));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TEST_TODAY}T12:00:00`) });
  fake = createFakeBookingApi();
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
});
afterEach(() => vi.useRealTimers());

function renderInJapanese(path: string) {
  return render(
    <MessagesProvider locale="ja-JP">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={bookingPaths.rateList.path} element={<RateListPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </MessagesProvider>,
  );
}

describe('the rate list in Japanese', () => {
  it('speaks Japanese and prints the stay, counts and points the Japanese way', async () => {
    fake.state.search = () => searchAnswer({ isMember: true });
    renderInJapanese(bookingPaths.rateList.getHref(criteriaFixture()));
    expect(screen.getByRole('heading', { level: 1, name: '客室を選択' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '客室と料金を読み込んでいます' })).toBeInTheDocument();
    await screen.findByRole('tabpanel');

    expect(screen.getByText('2026/07/03(金)～2026/07/05(日) · 2泊 · 1室 · 1室あたり大人2名')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '検索条件を変更' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: '料金タイプ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '現金', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '現金＋ポイント' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '会員料金' })).toHaveTextContent('おめでとうございます。会員料金が適用されています。ポイント残高：48,250ポイント。');

    const king = screen.getByRole('region', { name: 'Deluxe King Room' });
    expect(within(king).getByText('残り3室')).toBeInTheDocument();
    expect(within(king).getByRole('button', { name: '客室の詳細：Deluxe King Room' })).toBeInTheDocument();
    expect(within(king).getByRole('list', { name: 'Deluxe King Roomの料金' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Deluxe Queen Room' })).getByText('残り1室のみ')).toBeInTheDocument();
    const flexible = within(king).getByRole('article', { name: 'Flexible rate、Deluxe King Room' });
    expect(within(flexible).getByText(/^2026年7月1日 16:00 .+まで無料でキャンセル可$/)).toBeInTheDocument();
    expect(within(flexible).getByRole('button', { name: 'Flexible rate、Deluxe King Roomを選択' })).toHaveTextContent('選択');
    expect(within(flexible).getByText('1泊あたりの平均料金（税抜）')).toBeInTheDocument();
    expect(within(king).getByRole('article', { name: 'Member rate、Deluxe King Room' })).toHaveTextContent('会員価格');
    expect(within(king).getByRole('button', { name: 'もっと見る （Deluxe King Roomの料金）' })).toBeInTheDocument();
  });
});
