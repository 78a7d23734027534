// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import type { RedemptionDataQuery } from '../../../../shared/graphql/generated/graphql';
import { graphQlRefusal } from '../pre-booking/testing/cart-fake-api';
import { usd } from '../pre-booking/testing/cart-fixtures';
import { TopUpPointsPage } from './top-up-points-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080' } }));
const api = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: () => api.answer() }));

type Redemption = NonNullable<RedemptionDataQuery['redemptionData']>;
const shortOf = (overrides: Partial<Redemption> = {}): Redemption => ({
  currentPointBalance: 12_000,
  pointsDeducted: 50_000,
  additionalPointsRequired: 38_000,
  pointCost: usd(47_500),
  isBuyPoints: true,
  maxPurchasablePoints: 50_000,
  isBuyPointConsent: true,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderTopUp(answer: () => Promise<unknown>) {
  api.answer = answer;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[bookingPaths.topUpPoints.getHref('CART-1')]}>
        <Routes>
          <Route path={bookingPaths.topUpPoints.path} element={<TopUpPointsPage />} />
          <Route path={hostPaths.signIn.path} element={<h1>Sign in page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('TopUpPointsPage', () => {
  it('says how many points are missing, what they cost, and that the booking can buy them', async () => {
    renderTopUp(async () => ({ redemptionData: shortOf() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Top up your points' })).toBeInTheDocument();
    expect(valueOf('Your points')).toBe('12,000 points');
    expect(valueOf('Points missing')).toBe('38,000 points');
    expect(valueOf('Cost to buy them')).toBe('$475.00');
    expect(screen.getByText(/keep “Buy the points I am missing with this booking” ticked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute('href', bookingPaths.guestInfo.getHref('CART-1'));
  });

  it('says so when more points are missing than one booking may buy', async () => {
    renderTopUp(async () => ({ redemptionData: shortOf({ additionalPointsRequired: 88_000, isBuyPoints: false }) }));
    expect(await screen.findByText(/You can buy at most 50,000 points with a booking/)).toBeInTheDocument();
  });

  it('has nothing to top up when the points cover the stay, or the rate takes none', async () => {
    renderTopUp(async () => ({ redemptionData: null }));
    expect(await screen.findByText('Your points cover this stay: nothing to top up.')).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back here', async () => {
    renderTopUp(async () => Promise.reject(graphQlRefusal('UNAUTHENTICATED', 'RedemptionData')));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    const address = new URL(screen.getByRole('status', { name: 'address' }).textContent!, 'http://localhost');
    expect(address.searchParams.get('returnTo')).toBe(bookingPaths.topUpPoints.getHref('CART-1'));
  });
});
