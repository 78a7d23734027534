// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { createFakeBookingApi, graphQlFailure, type FakeBookingApi } from '../testing/booking-fake-api';
import { criteriaFixture, roomOffer, searchAnswer, TEST_TODAY, usd } from '../testing/booking-fixtures';
import { renderBookingPage } from '../testing/render-booking-page';

// The visitor is far from the New York hotel: the deadline still prints in New York time.
process.env.TZ = 'Asia/Tokyo';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, mutate: vi.fn(async () => undefined) }) }));
vi.mock('../../../auth/sign-in-dialog', async () => ({ SignInDialog: (await import('../testing/booking-test-doubles')).FakeSignInDialog }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

let fake: FakeBookingApi;

const kingDetails = () => roomOffer('KING', 'Deluxe King Room', []).roomType;
const rateDetails = (isPriced = true) => ({
  roomType: { code: 'KING', name: 'Deluxe King Room' },
  ratePlan: { code: 'FLEX', name: 'Flexible rate', mode: 'CASH' as const, isMemberRate: false, isPrepaidNonRefundable: false },
  rulesText: { descriptions: ['Pay at the hotel.', 'Breakfast not included.'], localizedDescriptions: [] },
  cancellationPolicy: { isRefundable: true, freeCancellationUntil: '2026-07-01T18:00:00Z', lateCancellationCharge: usd(45900), description: 'Cancel for free until two days before arrival.' },
  price: isPriced
    ? { cash: { averageNightly: usd(45900), averageNightlyWithTaxes: usd(52785), wasAverageNightly: null, wasAverageNightlyWithTaxes: null, subtotal: usd(91800), taxesAndFees: usd(13770), total: usd(105570) }, points: null }
    : null,
  nights: isPriced
    ? [
        { date: '2026-07-03', cash: usd(44900), points: null },
        { date: '2026-07-04', cash: usd(46900), points: null },
      ]
    : null,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TEST_TODAY}T12:00:00`) });
  fake = createFakeBookingApi();
  fake.state.roomDetails = kingDetails();
  fake.state.rateDetails = rateDetails();
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
});
afterEach(() => vi.useRealTimers());

const address = () => screen.getByLabelText('address').textContent;

describe('the room-detail modal', () => {
  it('opens from the room card at the room-pool address, and closing returns to the list and to the button', async () => {
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    const opener = await screen.findByRole('button', { name: 'Room details: Deluxe King Room' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Deluxe King Room' });
    expect(address()).toBe(bookingPaths.roomPool.getHref(criteriaFixture(), 'KING'));
    expect(within(dialog).getByText('Deluxe King Room with a view of the city.')).toBeInTheDocument();
    expect(within(dialog).getByText('Sleeps up to 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Feather-free bedding')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Deluxe King Room, the bed and the window' })).toBeInTheDocument();
    expect(fake.callsOf('RoomDetailsFeatures')[0]!.variables).toEqual({ propertyId: 'NYCTS', roomTypeCode: 'KING' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close deluxe king room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe(bookingPaths.rateList.getHref(criteriaFixture()));
    expect(screen.getByRole('button', { name: 'Room details: Deluxe King Room' })).toHaveFocus();
  });

  it('opens from a deep link over the rate list, and closing goes to the rate list address', async () => {
    renderBookingPage(bookingPaths.roomPool.getHref(criteriaFixture(), 'KING'));
    const dialog = await screen.findByRole('dialog', { name: 'Deluxe King Room' });
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
    // What the browser does on Escape in a modal dialog.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe(bookingPaths.rateList.getHref(criteriaFixture()));
  });

  it('says so when the hotel has no such room type', async () => {
    fake.state.roomDetails = null;
    renderBookingPage(bookingPaths.roomPool.getHref(criteriaFixture(), 'NOPE'));
    expect(await screen.findByText('This hotel no longer offers that room type.')).toBeInTheDocument();
  });

  it('offers to try the read again when it fails', async () => {
    fake.failNext('RoomDetailsFeatures', graphQlFailure('INTERNAL_SERVER_ERROR'));
    renderBookingPage(bookingPaths.roomPool.getHref(criteriaFixture(), 'KING'));
    const dialog = await screen.findByRole('dialog', { name: 'Room details' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Deluxe King Room' })).toBeInTheDocument();
  });
});

describe('the rate-detail modal', () => {
  it('opens from the rate card with the rules, the cancellation policy and each night’s price', async () => {
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await screen.findByRole('button', { name: 'See More rates for Deluxe King Room' }));
    const opener = screen.getByRole('button', { name: 'Rate details: Flexible rate, Deluxe King Room' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Flexible rate, Deluxe King Room' });
    expect(address()).toBe(bookingPaths.rateRules.getHref(criteriaFixture(), 'KING', 'FLEX'));
    expect(fake.callsOf('RateDetails')[0]!.variables).toEqual({ input: { search: criteriaFixture(), roomTypeCode: 'KING', ratePlanCode: 'FLEX' } });
    expect(within(dialog).getByText('Pay at the hotel.')).toBeInTheDocument();
    // The policy is said once, in the catalogue's words, not again in the server's own description.
    expect(within(dialog).getByText('Free cancellation until Jul 1, 2026, 2:00 PM EDT. After that, cancelling costs $459.00.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Cancel for free until two days before arrival.')).not.toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Price of each night, per room' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'NightPer room',
      'Fri, Jul 3, 2026$449.00',
      'Sat, Jul 4, 2026$469.00',
      'Subtotal, every room and night$918.00',
      'Taxes and fees$137.70',
      'Total$1,055.70',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close flexible rate, deluxe king room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe(bookingPaths.rateList.getHref(criteriaFixture()));
    expect(screen.getByRole('button', { name: 'Rate details: Flexible rate, Deluxe King Room' })).toHaveFocus();
  });

  it('opens from a deep link, and offers a visitor sign-in where a member rate’s price would be, then shows it', async () => {
    fake.state.rateDetails = rateDetails(false);
    renderBookingPage(bookingPaths.rateRules.getHref(criteriaFixture(), 'KING', 'MEMBER'));
    const dialog = await screen.findByRole('dialog', { name: 'Flexible rate, Deluxe King Room' });
    expect(within(dialog).queryByRole('table')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const signIn = screen.getByRole('dialog', { name: 'Sign in for member rates' });
    fake.state.rateDetails = rateDetails(true);
    fireEvent.click(within(signIn).getByRole('button', { name: 'Finish sign-in' }));
    expect(await within(dialog).findByRole('table', { name: 'Price of each night, per room' })).toBeInTheDocument();
  });

  it('asks about the stay offered when the search had no exact match', async () => {
    fake.state.search = () => searchAnswer({ isExactMatch: false, offered: { ...criteriaFixture({ checkInDate: '2026-07-04', checkOutDate: '2026-07-06' }), lengthOfStay: 2 } });
    renderBookingPage(bookingPaths.rateRules.getHref(criteriaFixture(), 'KING', 'FLEX'));
    await screen.findByRole('dialog', { name: 'Flexible rate, Deluxe King Room' });
    expect(fake.callsOf('RateDetails')[0]!.variables).toMatchObject({ input: { search: { checkInDate: '2026-07-04', checkOutDate: '2026-07-06' } } });
  });
});
