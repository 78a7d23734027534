// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostPaths } from '../../../../shared/domain/paths';
import type { CheckInState, SuiteNightAwardStatus } from '../../../../shared/graphql/generated/graphql';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { createFakeReservationApi } from '../testing/reservation-fake-api';
import { orderFixture, roomFixture, usd, type OrderFixture } from '../testing/reservation-fixtures';
import { messagesFor } from '../../../../shared/i18n/messages';
import { checkInStateKey, suiteNightAwardKey } from '../reservation-texts';
import { UpcomingReservationPage } from './upcoming-reservation-page';

// The visitor is far from the New York hotel: its moments still print in New York time.
process.env.TZ = 'Asia/Tokyo';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({
  HotelHeader: ({ pageKind, propertyId }: { pageKind: string; propertyId: string | null }) => <p>{`hotel header: ${pageKind} ${propertyId}`}</p>,
}));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(order: OrderFixture | null, path = hostPaths.upcomingReservation.getHref('71234561')) {
  const fake = createFakeReservationApi(order);
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={hostPaths.upcomingReservation.path} element={<UpcomingReservationPage />} />
          <Route path={hostPaths.lookupReservation.path} element={<h1>Find a reservation</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
  return fake;
}

const room = (name: string) => screen.getByRole('article', { name });
const { t } = messagesFor('en-US');
const checkInStateText = (state: CheckInState) => t(checkInStateKey[state]);
const suiteNightAwardText = (status: SuiteNightAwardStatus) => t(suiteNightAwardKey[status]);

beforeEach(() => vi.mocked(logToServer).mockClear());

describe('UpcomingReservationPage', () => {
  const threeRooms = () =>
    orderFixture([
      roomFixture(1, {
        suiteNightAward: 'REQUESTED',
        basicInformation: { ...roomFixture(1).basicInformation, isMemberRate: true, ratePlan: 'Member flexible rate', children: 1 },
        guestList: [
          { name: { title: null, givenName: 'Liam', surname: 'Chen' }, isPrimary: false },
          { name: { title: 'Ms', givenName: 'Ava', surname: 'Morgan' }, isPrimary: true },
        ],
      }),
      roomFixture(2, {
        checkInState: 'CHECK_IN_ELIGIBLE',
        cancellationPolicy: { isCancellable: true, freeCancellationUntil: null, lateCancellationCharge: usd(22950) },
      }),
      roomFixture(3, {
        status: 'CANCELLED',
        checkInState: null,
        cancellationPolicy: { isCancellable: false, freeCancellationUntil: null, lateCancellationCharge: usd(22950) },
        cancellation: { cancellationNumber: 'X9001', cancelledAt: '2026-06-01T12:00:00Z', charge: usd(0) },
      }),
    ]);

  it('shows a skeleton, then the banner under the post-booking hotel header', async () => {
    renderPage(orderFixture());
    expect(screen.getByRole('status', { name: 'Loading your reservation' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reservation at Portico Times Square' })).toBeInTheDocument();
    expect(screen.getByText('hotel header: postBooking NYCTS')).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Your reservation at Portico Times Square' });
    expect(within(banner).getByText('71234561')).toBeInTheDocument();
    // Testing Library folds the range's thin spaces into plain ones.
    expect(within(banner).getByText('Fri, Jul 3 – Sun, Jul 5, 2026 · 2 nights')).toBeInTheDocument();
  });

  it('shows each room with its room, guests, rate, states, charges and policy', async () => {
    renderPage(threeRooms());
    await screen.findByRole('heading', { level: 2, name: 'Your rooms' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Room 1', 'Room 2', 'Room 3']);

    const first = room('Room 1');
    expect(within(first).getByText('Deluxe King Room')).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Features of room 1' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 king bed',
      'City view',
      '32 m²',
    ]);
    expect(within(first).getByText('Ms Ava Morgan, Liam Chen')).toBeInTheDocument();
    expect(within(first).getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(within(first).getByText('Member flexible rate')).toBeInTheDocument();
    expect(within(first).getByText('Member rate')).toBeInTheDocument();
    expect(within(first).getByText(checkInStateText('PRE_ARRIVAL'))).toBeInTheDocument();
    expect(within(first).getByText(suiteNightAwardText('REQUESTED'))).toBeInTheDocument();
    expect(within(first).getByText('$527.85')).toBeInTheDocument();
    expect(within(first).getByText('Free cancellation until Jul 1, 2099, 2:00 PM EDT. After that, cancelling costs $229.50.')).toBeInTheDocument();

    const second = room('Room 2');
    expect(within(second).getByText(checkInStateText('CHECK_IN_ELIGIBLE'))).toBeInTheDocument();
    expect(within(second).queryByText('Member rate')).toBeNull();
    expect(within(second).getByText('This rate is never free to cancel. Cancelling costs $229.50.')).toBeInTheDocument();

    const third = room('Room 3');
    expect(within(third).getByText('Cancelled')).toBeInTheDocument();
    expect(within(third).getByText('X9001')).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(within(third).queryByRole('heading', { name: 'Cancellation policy' })).toBeNull();

    const charges = screen.getByRole('region', { name: 'Summary of charges' });
    expect(within(charges).getByText('Total for the rooms still booked, taxes and fees included').nextElementSibling).toHaveTextContent('$1,055.70');
  });

  it('names each room in its buttons when there are several, and offers cancel-all for two or more cancellable rooms', async () => {
    renderPage(threeRooms());
    await screen.findByRole('heading', { level: 2, name: 'Your rooms' });
    expect(screen.getByRole('button', { name: 'Cancel room 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel room 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel room 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel all rooms' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Room stay details for room \d$/ })).toHaveLength(3);
  });

  it('has plain button names and no cancel-all for a single room', async () => {
    renderPage(orderFixture());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Cancel room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room stay details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel all rooms' })).toBeNull();
  });

  it('links each room that may change to its modify, upgrade and check-in pages, and the stay to Book another room', async () => {
    renderPage(orderFixture([roomFixture(1), roomFixture(2, { isModifiable: false, checkInState: 'CHECK_IN_ELIGIBLE' })]));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /^Change dates or room/ })).toHaveAttribute('href', hostPaths.modifyRateList.getHref('71234561'));
    expect(screen.getByRole('link', { name: 'Upgrade your room for room 1' })).toHaveAttribute('href', hostPaths.upgradeReservation.getHref('71234561'));
    expect(screen.queryByRole('link', { name: 'Change dates or room for room 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Check in now for room 2' })).toHaveAttribute('href', hostPaths.checkInDetails.getHref('71234562'));
    // The same hotel and the order's whole stay, for one more room.
    const another = new URL(screen.getByRole('link', { name: 'Book another room' }).getAttribute('href')!, 'http://host');
    expect(another.pathname).toBe('/reservation/rateListMenu.mi');
    expect(Object.fromEntries(another.searchParams)).toMatchObject({ propertyId: 'NYCTS', checkInDate: '2026-07-03', checkOutDate: '2026-07-05', numRooms: '1' });
  });

  it('shows an order holding only its second room (a lookup by that room’s guest) as that one room, under its own name', async () => {
    renderPage(orderFixture([roomFixture(2)]), hostPaths.upcomingReservation.getHref('71234562'));
    expect(await screen.findByRole('article', { name: 'Room 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel room' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel all rooms' })).toBeNull();
    const charges = screen.getByRole('region', { name: 'Summary of charges' });
    expect(within(charges).getByText('Total for your stay, taxes and fees included').nextElementSibling).toHaveTextContent('$527.85');
  });

  it.each<CheckInState>(['PRE_ARRIVAL', 'CHECK_IN_ELIGIBLE', 'CHECK_IN_MODIFIABLE', 'CHECKED_IN_HOUSE', 'CHECK_OUT_ELIGIBLE'])(
    'says where the stay is for check-in state %s',
    async (checkInState) => {
      renderPage(orderFixture([roomFixture(1, { checkInState })]));
      expect(await screen.findByText(checkInStateText(checkInState))).toBeInTheDocument();
    },
  );

  it.each<SuiteNightAwardStatus>(['REQUESTED', 'GUARANTEED', 'PENDING', 'DENIED', 'REMOVED', 'FORFEITED', 'CANCELLED'])(
    'says what became of the Suite Night Award when %s',
    async (suiteNightAward) => {
      renderPage(orderFixture([roomFixture(1, { suiteNightAward })]));
      expect(await screen.findByText(suiteNightAwardText(suiteNightAward))).toBeInTheDocument();
    },
  );

  it('prints charges in the hotel’s currency: yen without decimals', async () => {
    const yen = (value: number) => ({ value, valueDecimalPoint: 0, currency: 'JPY' });
    const order = orderFixture([
      roomFixture(1, {
        charges: { averageNightlyRate: yen(30000), subtotal: yen(60000), taxesAndFees: yen(6000), total: yen(66000) },
        cancellationPolicy: { isCancellable: true, freeCancellationUntil: null, lateCancellationCharge: yen(30000) },
      }),
    ]);
    renderPage({ ...order, totalPricing: yen(66000) });
    expect(await screen.findByText('This rate is never free to cancel. Cancelling costs ¥30,000.')).toBeInTheDocument();
    expect(within(room('Room 1')).getByText('¥66,000')).toBeInTheDocument();
  });

  it('opens the room stay details with nightly rate, nights, subtotal, taxes, total, guests and policy', async () => {
    renderPage(orderFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Room stay details' }));
    const dialog = screen.getByRole('dialog', { name: 'Room 1 stay details' });
    const value = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(value('Nightly rate')).toBe('$229.50');
    expect(value('Nights')).toBe('2 nights');
    expect(value('Subtotal')).toBe('$459.00');
    expect(value('Taxes and fees')).toBe('$68.85');
    expect(value('Total')).toBe('$527.85');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Ava Morgan');
    expect(within(dialog).getByText(/^Free cancellation until/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a browser that may not see the order on to find the reservation, in place of this page', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Find a reservation' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/reservation/lookupReservation.mi?fromOverlay=true');
  });

  it('sends an address without a usable confirmation number on to find the reservation', async () => {
    renderPage(orderFixture(), '/reservation/upcomingReservation.mi?confirmationNumber=abc');
    expect(await screen.findByRole('heading', { name: 'Find a reservation' })).toBeInTheDocument();
  });

  it('says the catalogue’s generic words when the order cannot be read, and logs the failure', async () => {
    const fake = createFakeReservationApi(orderFixture());
    fake.state.failOrderReadWith = 'INTERNAL_SERVER_ERROR';
    api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[hostPaths.upcomingReservation.getHref('71234561')]}>
          <UpcomingReservationPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong with this booking. Try again, or call us and we will finish it with you.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeInTheDocument();
    await waitFor(() =>
      expect(logToServer).toHaveBeenCalledWith('error', 'API_ERROR|WEB-BOOK-GEN001|UpcomingReservation|read 71234561 (code INTERNAL_SERVER_ERROR)'),
    );
  });

  it('lets a visitor who found the booking with a lookup confirm with the e-mailed code, then change it', async () => {
    const lookedUp = orderFixture([roomFixture(1, { isModifiable: false })], { bookerProof: { sentTo: 'l••••@example.com' } });
    const fake = renderPage(lookedUp);
    const panel = await screen.findByRole('region', { name: 'Change this booking or pay for more' });
    expect(panel).toHaveTextContent('enter the code we e-mail to l••••@example.com');
    expect(screen.queryByRole('link', { name: /^Change dates or room/ })).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'E-mail me a code' }));
    const code = await within(panel).findByLabelText('Code from the e-mail');
    await waitFor(() => expect(code).toHaveFocus());
    expect(panel).toHaveTextContent('We sent a code to l••••@example.com. It works for 10 minutes.');
    expect(within(panel).getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(fake.state.calls).not.toContain('VerifyBookingCode');

    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('That code is not right. Check the latest e-mail from us and try again. 4 tries left.')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '204 816' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you. You can now change this booking.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Thank you. You can now change this booking.'));
    expect(screen.queryByRole('region', { name: 'Change this booking or pay for more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Change dates or room/ })).toBeInTheDocument();
  });
});
