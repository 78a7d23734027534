// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { createFakeCartApi } from '../pre-booking/testing/cart-fake-api';
import { cartFixture, usd, type CartFixture } from '../pre-booking/testing/cart-fixtures';
import { ReviewDetailsPage } from './review-details-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => <p>hotel header</p> }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderReview(cart: CartFixture) {
  const fake = createFakeCartApi({ ...cart, expiresAt: new Date(Date.now() + 900_000).toISOString() });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[bookingPaths.reviewDetails.getHref(cart.id)]}>
        <main>
          <Routes>
            <Route path={bookingPaths.reviewDetails.path} element={<ReviewDetailsPage />} />
            <Route path={bookingPaths.guestInfo.path} element={<h1>Guest information step</h1>} />
          </Routes>
        </main>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const savedGuestInfo: NonNullable<CartFixture['guestInfo']> = {
  guest: {
    title: 'Dr',
    givenName: 'Maya',
    surname: 'Lindqvist',
    email: 'maya.lindqvist@example.com',
    phone: '2125550147',
    address: { line1: '350 Fifth Avenue', line2: null, city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10118' },
  },
  roomRequests: ['CRIB', 'PETFEE1'],
  comments: 'Quiet room, please.',
  arrivalTime: '15:00',
  travelAgent: { iataNumber: '45128031', agencyName: 'Reyes Travel Studio' },
  aaaNumber: null,
  isBuyPointConsent: true,
  isLegalConsentAccepted: true,
  isPrivacyPolicyAccepted: true,
  isPrepayConsentAccepted: false,
  updatedAt: '2026-07-01T12:03:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('ReviewDetailsPage', () => {
  it('shows the stay and what the guest-info step saved, in words, with the way back to change it', async () => {
    renderReview(cartFixture({ guestInfo: savedGuestInfo }));
    const details = await screen.findByRole('region', { name: 'Guest details' });
    const text = details.textContent ?? '';
    expect(text).toContain('Dr Maya Lindqvist');
    expect(text).toContain('350 Fifth Avenue, New York NY 10118, United States');
    expect(text).toContain('Crib, One pet (pet fee applies)');
    expect(text).toContain('15:00');
    expect(text).toContain('Reyes Travel Studio (IATA 45128031)');
    expect(within(details).queryByText('AAA membership')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your stay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change guest information' })).toHaveAttribute('href', bookingPaths.guestInfo.getHref('CART-1'));
  });

  it('shows travel insurance added to the cart in the summary, with the total it makes', async () => {
    renderReview(cartFixture({ guestInfo: savedGuestInfo, insurance: { quoteId: 'Q1', premium: usd(3450), provider: 'Harbour Mutual' } }));
    const summary = await screen.findByRole('region', { name: 'Your stay' });
    expect(within(summary).getByText('Travel insurance (Harbour Mutual)').nextElementSibling).toHaveTextContent('$34.50');
    expect(within(summary).getByText('Total with travel insurance').nextElementSibling).toHaveTextContent('$562.35');
  });

  it('sends a cart whose guest information was never saved back to that step', async () => {
    renderReview(cartFixture({ guestInfo: null }));
    expect(await screen.findByRole('heading', { name: 'Guest information step' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(bookingPaths.guestInfo.getHref('CART-1'));
  });
});
