// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetailsResponse } from '../../../../shared/domain/auth-responses';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { createFakeConfirmationApi } from '../confirmation/testing/confirmation-fake-api';
import { confirmationOrderFixture, confirmationRoomFixture } from '../confirmation/testing/confirmation-fixtures';
import { renderBookedPage } from '../confirmation/testing/render-booked-page';
import { SaveToMyTripsPage } from './save-to-my-trips-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
const user = vi.hoisted(() => ({ details: undefined as UserDetailsResponse | undefined }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: user.details, error: undefined, isLoading: user.details === undefined, mutate: vi.fn() }) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const member: UserDetailsResponse = {
  status: 'SUCCESS',
  rememberedUser: false,
  sessionTimedOut: false,
  headerSubtext: { consumerName: 'Rory' },
  userProfileData: { memberNumber: '200000001', consumerId: 'C200000001', tier: 'Member' },
};

function renderPage(fake = createFakeConfirmationApi({ order: confirmationOrderFixture({ items: [confirmationRoomFixture(1), confirmationRoomFixture(2)] }) })) {
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderBookedPage(bookingPaths.saveToMyTrips.path, <SaveToMyTripsPage />, bookingPaths.saveToMyTrips.getHref('40000001'));
  return { fake, user: userEvent.setup() };
}

const address = () => screen.getByLabelText('address').textContent;

beforeEach(() => {
  user.details = member;
});

describe('SaveToMyTripsPage', () => {
  it('shows the booking a signed-in member is about to save', async () => {
    renderPage();
    const page = await screen.findByRole('region', { name: 'Save this booking to my trips' });
    expect(within(page).getByText('Portico Times Square')).toBeInTheDocument();
    expect(within(page).getByText('2 rooms: 40000001, 40000002')).toBeInTheDocument();
  });

  it('saves it, then goes to my trips with a status message', async () => {
    const { fake, user: person } = renderPage();
    await person.click(await screen.findByRole('button', { name: 'Save to my trips' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();
    expect(fake.callsOf('SaveReservationToMyTrips')[0]?.variables).toEqual({ confirmationNumber: '40000001' });
    expect(address()).toBe('/loyalty/findReservationList.mi');
    expect(screen.getByLabelText('status message')).toHaveTextContent('Your booking at Portico Times Square (40000001) is saved to your trips.');
  });

  it('sends a visitor to a sign-in that links the booking, without reading it', async () => {
    user.details = { status: 'FAILURE', rememberedUser: false, sessionTimedOut: false, headerSubtext: { consumerName: null }, userProfileData: null };
    const { fake } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const query = new URLSearchParams(address()!.split('?')[1]);
    expect(query.get('tripId')).toBe('40000001');
    expect(query.get('returnTo')).toBe('/reservation/saveToMyTrips.mi?confirmationNumber=40000001');
    expect(fake.callsOf('OrderConfirmation')).toHaveLength(0);
  });

  it.each([
    ['RESERVATION_NOT_PERMITTED', 'This booking can be saved only to the Portico Rewards account whose e-mail it was made with.', 'Find your reservation'],
    ['E_ALREADY_CONFIRMED', 'This booking is already saved to a Portico Rewards account.', null],
    ['UNAUTHENTICATED', 'Your session has ended. Sign in again to save this booking.', 'Sign in'],
    ['SOMETHING_NEW', 'Something went wrong with this booking. Try again, or call us and we will finish it with you.', null],
  ])('says what %s means, and stays', async (code, words, link) => {
    const { fake, user: person } = renderPage();
    fake.state.refusals.set('SaveReservationToMyTrips', { code });
    await person.click(await screen.findByRole('button', { name: 'Save to my trips' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    if (link) expect(within(alert).getByRole('link', { name: link })).toBeInTheDocument();
    else expect(within(alert).queryByRole('link')).toBeNull();
    expect(address()).toBe('/reservation/saveToMyTrips.mi?confirmationNumber=40000001');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save to my trips' })).toBeEnabled());
  });

  it('says a booking that has an account already is saved, with the way to my trips', async () => {
    renderPage(createFakeConfirmationApi({ order: confirmationOrderFixture({ isGuestBooking: false }) }));
    expect(await screen.findByText(/This booking is already saved to an account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to my trips' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/loyalty/findReservationList.mi');
  });

  it('says a booking this browser may not read cannot be shown', async () => {
    renderPage(createFakeConfirmationApi({ order: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking cannot be shown' })).toBeInTheDocument();
  });
});
