// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { hostPaths } from '../../../../shared/domain/paths';
import { messagesFor } from '../../../../shared/i18n/messages';
import { cancellationHeading, ConfirmCancellationPage } from './confirm-cancellation-page';
import { createFakeReservationApi } from '../testing/reservation-fake-api';
import { orderFixture, roomFixture, usd, type OrderFixture } from '../testing/reservation-fixtures';

// The visitor is far from the New York hotel: its moments still print in New York time.
process.env.TZ = 'Asia/Tokyo';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../hotel-header/hotel-header', () => ({
  HotelHeader: ({ pageKind, propertyId }: { pageKind: string; propertyId: string | null }) => <p>{`hotel header: ${pageKind} ${propertyId}`}</p>,
}));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

function renderPage(order: OrderFixture | null) {
  api.request = createFakeReservationApi(order).request as (...args: unknown[]) => Promise<unknown>;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[hostPaths.confirmReservationCancellation.getHref('71234561')]}>
        <Routes>
          <Route path={hostPaths.confirmReservationCancellation.path} element={<ConfirmCancellationPage />} />
          <Route path={hostPaths.lookupReservation.path} element={<h1>Find a reservation</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const cancelledRoom = (ordinal: number, charge = usd(0)) =>
  roomFixture(ordinal, {
    status: 'CANCELLED',
    checkInState: null,
    cancellation: { cancellationNumber: `X900${ordinal}`, cancelledAt: '2026-06-01T12:00:00Z', charge },
  });

describe('ConfirmCancellationPage', () => {
  it('shows the cancelled room and what is still booked, with the way back and to book again', async () => {
    renderPage(orderFixture([cancelledRoom(1, usd(22950)), roomFixture(2)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Room cancelled' })).toBeInTheDocument();
    expect(screen.getByText('hotel header: postBooking NYCTS')).toBeInTheDocument();

    const cancelled = screen.getByRole('region', { name: 'Cancelled reservation details' });
    expect(within(cancelled).getByRole('heading', { level: 3, name: 'Room 1' })).toBeInTheDocument();
    expect(within(cancelled).getByText('X9001')).toBeInTheDocument();
    expect(within(cancelled).getByText('Jun 1, 2026, 8:00 AM EDT')).toBeInTheDocument();
    expect(within(cancelled).getByText('$229.50')).toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Current reservation details' });
    expect(within(current).getByRole('heading', { level: 3, name: 'Room 2' })).toBeInTheDocument();
    expect(within(current).getByText('Confirmed')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View your reservation' })).toHaveAttribute('href', '/reservation/upcomingReservation.mi?confirmationNumber=71234561');
    expect(screen.getByRole('link', { name: 'Book another room' })).toHaveAttribute('href', '/hotels/nycts-portico-times-square/overview');
  });

  it('confirms the whole cancellation when every room is cancelled, with no current details', async () => {
    renderPage(orderFixture([cancelledRoom(1), cancelledRoom(2)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cancellation is confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current reservation details' })).toBeNull();
  });

  it('sends a browser that may not see the order on to find the reservation', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Find a reservation' })).toBeInTheDocument();
  });
});

describe('cancellationHeading', () => {
  it('confirms the cancellation, a room or rooms', () => {
    const { t } = messagesFor('en-US');
    expect(cancellationHeading(2, 2, t)).toBe('Your cancellation is confirmed');
    expect(cancellationHeading(1, 3, t)).toBe('Room cancelled');
    expect(cancellationHeading(2, 3, t)).toBe('Rooms cancelled');
    expect(cancellationHeading(0, 3, t)).toBe('No rooms are cancelled');
  });
});
