// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../../../shared/domain/auth-responses';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { ConfirmationPage } from './confirmation-page';
import { createFakeConfirmationApi } from './testing/confirmation-fake-api';
import { confirmationOrderFixture, confirmationRoomFixture, type ConfirmationOrderFixture, contactFixture } from './testing/confirmation-fixtures';
import { renderBookedPage } from './testing/render-booked-page';

// The visitor is far from the New York hotel: its moments still print in New York time.
process.env.TZ = 'Asia/Tokyo';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({
  HotelHeader: ({ pageKind, propertyId }: { pageKind: string; propertyId: string | null }) => <p>{`hotel header: ${pageKind} ${propertyId}`}</p>,
}));
const user = vi.hoisted(() => ({ details: undefined as UserDetailsResponse | undefined }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: user.details, error: undefined, isLoading: false, mutate: vi.fn() }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const visitor: UserDetailsResponse = { status: 'FAILURE', rememberedUser: false, sessionTimedOut: false, headerSubtext: { consumerName: null }, userProfileData: null };
const member: UserDetailsResponse = {
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Rory' },
  userProfileData: { memberNumber: '200000001', consumerId: 'C200000001', tier: 'Member' },
};

function renderPage(order: ConfirmationOrderFixture | null, path = bookingPaths.confirmation.getHref('40000001')) {
  const fake = createFakeConfirmationApi({ order });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  const view = renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, path);
  return { fake, view };
}

const value = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

beforeEach(() => {
  vi.mocked(logToServer).mockClear();
  user.details = visitor;
});
afterEach(() => vi.restoreAllMocks());

describe('ConfirmationPage', () => {
  it('shows a skeleton, then says the booking is confirmed, with each room’s confirmation number, under the post-booking hotel header', async () => {
    renderPage(confirmationOrderFixture({ items: [confirmationRoomFixture(1), confirmationRoomFixture(2)] }));
    expect(screen.getByRole('status', { name: 'Loading your confirmation' })).toHaveAttribute('aria-busy', 'true');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rory, your booking is confirmed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('hotel header: postBooking NYCTS')).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Rory, your booking is confirmed' });
    expect(value(banner, 'Room 1 confirmation number')).toBe('40000001');
    expect(value(banner, 'Room 2 confirmation number')).toBe('40000002');
    // Isolated, so a right-to-left page keeps the digits in their order.
    expect(within(banner).getByText('40000001').tagName).toBe('BDI');
    expect(within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(banner).getByText('Booked on Jun 1, 2026, 8:00 AM EDT at Portico Times Square.')).toBeInTheDocument();
  });

  it('says “Your booking is confirmed” when no guest is named', async () => {
    renderPage(confirmationOrderFixture({ items: [confirmationRoomFixture(1, { guestList: [] })] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
  });

  it('summarises the reservation: hotel, dates, nights, rooms, guests and where the confirmation went', async () => {
    renderPage(confirmationOrderFixture({ items: [confirmationRoomFixture(1), confirmationRoomFixture(2, { basicInformation: { ...confirmationRoomFixture(2).basicInformation, children: 1 } })] }));
    const summary = await screen.findByRole('region', { name: 'Reservation summary' });
    expect(value(summary, 'Hotel')).toBe('Portico Times Square');
    expect(value(summary, 'Check-in')).toBe('Fri, Jul 3, 2026');
    expect(value(summary, 'Check-out')).toBe('Sun, Jul 5, 2026');
    expect(value(summary, 'Length of stay')).toBe('2 nights');
    expect(value(summary, 'Rooms')).toBe('2 rooms');
    expect(value(summary, 'Guests')).toBe('4 adults, 1 child');
    expect(value(summary, 'Booked for')).toBe('Rory Quinn');
    expect(value(summary, 'Confirmation e-mail')).toBe('rory.quinn@example.com');
  });

  it('shows the booker’s phone formatted for their country, isolated left to right', async () => {
    renderPage(confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: '+12125550142', countryCode: 'US' }) }));
    const summary = await screen.findByRole('region', { name: 'Reservation summary' });
    expect(value(summary, 'Phone')).toBe('(212) 555-0142');
    expect(within(summary).getByText('(212) 555-0142')).toHaveAttribute('dir', 'ltr');
  });

  it('shows a phone from abroad with its country code', async () => {
    renderPage(confirmationOrderFixture({ contact: contactFixture({ email: 'rory.quinn@example.com', phone: '+442079460958', countryCode: 'US' }) }));
    const summary = await screen.findByRole('region', { name: 'Reservation summary' });
    expect(value(summary, 'Phone')).toBe('+44 20 7946 0958');
  });

  it('gives each room’s stay details: room, rate, guests, requests, arrival time and cancellation terms', async () => {
    renderPage(
      confirmationOrderFixture({
        items: [
          confirmationRoomFixture(1),
          confirmationRoomFixture(2, { stayRequests: null, basicInformation: { ...confirmationRoomFixture(2).basicInformation, isMemberRate: true, ratePlan: 'Flexible rate' } }),
        ],
      }),
    );
    const details = await screen.findByRole('region', { name: 'Stay details' });
    const first = within(details).getByRole('article', { name: 'Room 1' });
    expect(value(first, 'Room')).toBe('One King Bed Guest Room');
    expect(value(first, 'Rate')).toBe('Flexible rate');
    expect(value(first, 'Guests')).toBe('Rory Quinn · 2 adults');
    expect(value(first, 'Room requests')).toBe('Crib');
    expect(value(first, 'Comments')).toBe('A quiet room, please.');
    expect(value(first, 'Arrival time')).toBe('9:00 at night');
    expect(within(first).getByText('Free cancellation until Jul 1, 2099, 12:00 PM EDT. After that, cancelling costs $617.28.')).toBeInTheDocument();
    const second = within(details).getByRole('article', { name: 'Room 2' });
    expect(value(second, 'Rate')).toBe('Flexible rate (member rate)');
    expect(value(second, 'Room requests')).toBe('None');
    expect(value(second, 'Arrival time')).toBe('Not given');
  });

  it('shows the card by brand and last four only', async () => {
    renderPage(confirmationOrderFixture());
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(payment).not.toHaveTextContent('tok_');
  });

  it('shows the hotel’s confirmation message and what was sent about the booking', async () => {
    renderPage(confirmationOrderFixture());
    const message = await screen.findByRole('region', { name: 'We look forward to welcoming you' });
    expect(within(message).getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual(['Check-in is from 4 pm.', 'Ask the front desk for late checkout.']);
    const sent = screen.getByRole('region', { name: 'Messages about this booking' });
    const item = await within(sent).findByRole('listitem');
    expect(item).toHaveTextContent('E-mail to rory.quinn@example.com');
    expect(item).toHaveTextContent('Your booking at Portico Times Square is confirmed');
    expect(item).toHaveTextContent('Sent Jun 1, 2026, 8:00 AM EDT');
    expect(within(item).getByText('Show the message')).toBeInTheDocument();
  });

  it('offers a visitor’s guest booking join and save, and saving it after signing in', async () => {
    renderPage(confirmationOrderFixture());
    expect(await screen.findByRole('link', { name: 'Join and save this booking' })).toHaveAttribute('href', bookingPaths.joinAndSaveReservation.getHref('40000001'));
    expect(screen.getByRole('link', { name: 'Sign in and save it to my trips' })).toHaveAttribute('href', bookingPaths.saveToMyTrips.getHref('40000001'));
  });

  it('offers a signed-in member’s guest booking Save to my trips, and neither to a booking that has a member', async () => {
    user.details = member;
    renderPage(confirmationOrderFixture());
    expect(await screen.findByRole('link', { name: 'Save to my trips' })).toHaveAttribute('href', bookingPaths.saveToMyTrips.getHref('40000001'));
    expect(screen.queryByRole('link', { name: 'Join and save this booking' })).toBeNull();
  });

  it('offers no account action for a booking that belongs to a member', async () => {
    user.details = member;
    renderPage(confirmationOrderFixture({ isGuestBooking: false }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /save/i })).toBeNull();
  });

  it('keeps the rest of a points booking when its stay details break, with spec 8’s redemption words, and logs it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const points = { ...confirmationOrderFixture().summaryOfCharges, points: 60000, nights: [{ date: '2026-07-03', cash: null, points: 30000 }, { date: '2026-07-04', cash: null, points: 30000 }] };
    const broken = confirmationRoomFixture(1, { basicInformation: { ...confirmationRoomFixture(1).basicInformation, checkInDate: 'soon' } });
    renderPage(confirmationOrderFixture({ items: [broken], summaryOfCharges: points }));
    expect(await screen.findByText('There was an issue loading your Stay Details. Check your email for confirmation!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rory, your booking is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary of charges' })).toBeInTheDocument();
    await waitFor(() => expect(logToServer).toHaveBeenCalledWith('error', expect.stringMatching(/^COMPONENT_ERROR\|WEB-BOOK-GEN001\|StayDetails\|RangeError/)));
  });

  it('says the catalogue’s generic words when a cash booking’s stay details break', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(confirmationOrderFixture({ items: [confirmationRoomFixture(1, { basicInformation: { ...confirmationRoomFixture(1).basicInformation, checkOutDate: 'later' } })] }));
    const details = await screen.findByRole('region', { name: 'Stay details' });
    expect(within(details).getByText('Something went wrong with this booking. Try again, or call us and we will finish it with you.')).toBeInTheDocument();
  });

  it('says a booking this browser may not read cannot be shown, and offers the lookup', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking cannot be shown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your reservation' })).toHaveAttribute('href', '/reservation/lookupReservation.mi?fromOverlay=true');
  });

  it('says the same for an address without a usable confirmation number, without asking the server', async () => {
    const { fake } = renderPage(confirmationOrderFixture(), '/reservation/confirmation.mi?confirmationNumber=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking cannot be shown' })).toBeInTheDocument();
    expect(fake.callsOf('OrderConfirmation')).toHaveLength(0);
  });

  it('shows the reservation pages’ error treatment when the order cannot be read, and logs it once', async () => {
    const fake = createFakeConfirmationApi();
    fake.state.refusals.set('OrderConfirmation', { code: 'INTERNAL_SERVER_ERROR' });
    api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
    renderBookedPage(bookingPaths.confirmation.path, <ConfirmationPage />, bookingPaths.confirmation.getHref('40000001'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong with this booking. Try again, or call us and we will finish it with you.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    await waitFor(() => expect(logToServer).toHaveBeenCalledWith('error', 'API_ERROR|WEB-BOOK-GEN001|Confirmation|read 40000001 (code INTERNAL_SERVER_ERROR)'));
  });
});
