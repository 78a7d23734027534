// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { pushDataLayer } from '../../../../shared/telemetry/data-layer';
import { ConfirmCancellationPage } from './confirm-cancellation-page';
import { createFakeReservationApi, type FakeReservationApi } from '../testing/reservation-fake-api';
import { orderFixture, roomFixture, usd, type OrderFixture } from '../testing/reservation-fixtures';
import { UpcomingReservationPage } from '../upcoming/upcoming-reservation-page';

// The visitor is far from the New York hotel: its moments still print in New York time.
process.env.TZ = 'Asia/Tokyo';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

let fake: FakeReservationApi;

function renderPage(order: OrderFixture) {
  fake = createFakeReservationApi(order);
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[hostPaths.upcomingReservation.getHref('71234561')]}>
        <Routes>
          <Route path={hostPaths.upcomingReservation.path} element={<UpcomingReservationPage />} />
          <Route path={hostPaths.confirmReservationCancellation.path} element={<ConfirmCancellationPage />} />
          <Route path={hostPaths.expiredSession.path} element={<h1>Your session has expired</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const twoRooms = () => orderFixture([roomFixture(1), roomFixture(2, { cancellationPolicy: { isCancellable: true, freeCancellationUntil: null, lateCancellationCharge: usd(22950) } })]);

async function openCancel(buttonName: string, dialogName: string) {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.getByRole('dialog', { name: dialogName });
}

const confirmButton = (dialog: HTMLElement, name: string) => within(dialog).findByRole('button', { name });

beforeEach(() => {
  vi.mocked(logToServer).mockClear();
  vi.mocked(pushDataLayer).mockClear();
});

describe('the cancel-room modal', () => {
  it('opens at once with "Loading..." while it reads the order again, then shows what will be cancelled', async () => {
    renderPage(orderFixture());
    await screen.findByRole('heading', { level: 1 });
    fake.hold('ReservationCancellationPolicy');
    const dialog = await openCancel('Cancel room', 'Cancel room');
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Loading the cancellation details' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Cancel room' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toBeEnabled();

    fake.release('ReservationCancellationPolicy');
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'The room you are cancelling' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading...')).toBeNull();
    expect(within(dialog).getByText('Room 1: Deluxe King Room')).toBeInTheDocument();
    expect(within(dialog).getByText(/Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights/)).toBeInTheDocument();
    expect(within(dialog).getByText('Free cancellation until Jul 1, 2099, 2:00 PM EDT. After that, cancelling costs $229.50.')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelling now is free of charge.')).toBeInTheDocument();
    expect(fake.state.calls.filter((name) => name === 'ReservationCancellationPolicy')).toHaveLength(1);
  });

  it('cancels with the revision it read and goes to the cancellation confirmation, its heading focused', async () => {
    renderPage(orderFixture());
    const dialog = await openCancel('Cancel room', 'Cancel room');
    fireEvent.click(await confirmButton(dialog, 'Cancel room'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your cancellation is confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('address')).toHaveTextContent('/reservation/confirmReservationCancellation.mi?confirmationNumber=71234561');
    expect(fake.state.cancels).toEqual([{ confirmationNumbers: ['71234561'], orderRevisionNumber: 3 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const cancelled = screen.getByRole('region', { name: 'Cancelled reservation details' });
    expect(within(cancelled).getByText('C71234561')).toBeInTheDocument();
    expect(within(cancelled).getByText('$0.00 (free cancellation)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another room' })).toHaveAttribute('href', '/hotels/nycts-portico-times-square/overview');
  });

  it('disables its buttons while the cancel is being sent', async () => {
    renderPage(orderFixture());
    const dialog = await openCancel('Cancel room', 'Cancel room');
    fake.hold('CancelReservationRooms');
    fireEvent.click(await confirmButton(dialog, 'Cancel room'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel room' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toBeDisabled();
    fake.release('CancelReservationRooms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cancellation is confirmed' })).toBeInTheDocument();
  });

  it('cancels every cancellable room at once, saying what that costs now', async () => {
    renderPage(twoRooms());
    const dialog = await openCancel('Cancel all rooms', 'Cancel all rooms');
    expect(await within(dialog).findByRole('heading', { name: 'The rooms you are cancelling' })).toBeInTheDocument();
    expect(within(dialog).getByText('Room 1: Deluxe King Room')).toBeInTheDocument();
    expect(within(dialog).getByText('Room 2: Deluxe King Room')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelling now costs $229.50.')).toBeInTheDocument();
    fireEvent.click(await confirmButton(dialog, 'Cancel all rooms'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cancellation is confirmed' })).toBeInTheDocument();
    expect(fake.state.cancels).toEqual([{ confirmationNumbers: ['71234561', '71234562'], orderRevisionNumber: 3 }]);
  });

  it('names one room of several, and keeps the reservation on "Keep reservation"', async () => {
    renderPage(twoRooms());
    const dialog = await openCancel('Cancel room 2', 'Cancel room 2');
    expect(await within(dialog).findByText('Room 2: Deluxe King Room')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.state.cancels).toEqual([]);
  });

  it('after E_ALREADY_CANCELLED shows the catalogue’s words, logs the line and brings the page up to date', async () => {
    renderPage(twoRooms());
    const dialog = await openCancel('Cancel room 1', 'Cancel room 1');
    const confirm = await confirmButton(dialog, 'Cancel room');
    fake.cancelElsewhere('71234561');
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reservationErrorMessage('E_ALREADY_CANCELLED'));
    expect(logToServer).toHaveBeenCalledWith('warn', 'API_ERROR|E_ALREADY_CANCELLED|CancelReservation|rooms 71234561 at revision 3');
    expect(pushDataLayer).toHaveBeenCalledWith(expect.objectContaining({ applicationName: 'host' }), {
      name: 'reservationError',
      detail: { error_info: 'API_ERROR|E_ALREADY_CANCELLED|CancelReservation|rooms 71234561 at revision 3' },
    });
    // The page behind the modal reads the order again and shows the room as cancelled.
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Room 1' })).getByText('Cancelled')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).queryByText('Loading...')).toBeNull());
    expect(within(dialog).queryByRole('button', { name: 'Cancel room' })).toBeNull();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
  });

  it('after STALE_REVISION says so, reads the order again, and a second try goes through', async () => {
    renderPage(orderFixture());
    const dialog = await openCancel('Cancel room', 'Cancel room');
    const confirm = await confirmButton(dialog, 'Cancel room');
    fake.bumpRevision();
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reservationErrorMessage('STALE_REVISION'));
    expect(logToServer).toHaveBeenCalledWith('warn', 'API_ERROR|STALE_REVISION|CancelReservation|rooms 71234561 at revision 3');
    await waitFor(() => expect(fake.state.calls.filter((name) => name === 'ReservationCancellationPolicy')).toHaveLength(2));

    fireEvent.click(await confirmButton(dialog, 'Cancel room'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cancellation is confirmed' })).toBeInTheDocument();
    expect(fake.state.cancels.map((input) => input.orderRevisionNumber)).toEqual([3, 4]);
  });

  it('offers no cancel when the fresh read shows the room can no longer be cancelled', async () => {
    renderPage(orderFixture());
    await screen.findByRole('heading', { level: 1 });
    fake.state.order = orderFixture([roomFixture(1, { cancellationPolicy: { isCancellable: false, freeCancellationUntil: null, lateCancellationCharge: usd(22950) } })]);
    const dialog = await openCancel('Cancel room', 'Cancel room');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reservationErrorMessage('E_MOD_DISALLOW'));
    expect(within(dialog).queryByRole('button', { name: 'Cancel room' })).toBeNull();
  });

  it('sends a browser whose lookup ran out meanwhile to the expired-session page', async () => {
    renderPage(orderFixture());
    await screen.findByRole('heading', { level: 1 });
    fake.state.order = null;
    await openCancel('Cancel room', 'Cancel room');
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeInTheDocument();
  });
});
