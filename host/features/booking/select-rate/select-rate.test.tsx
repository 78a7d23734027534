// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import type { CreateCartInput } from '../../../../shared/graphql/generated/graphql';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { createFakeBookingApi, graphQlFailure, type FakeBookingApi } from '../testing/booking-fake-api';
import { cashRate, criteriaFixture, roomOffer, searchAnswer, selectionFixture, TEST_TODAY } from '../testing/booking-fixtures';
import { renderBookingPage } from '../testing/render-booking-page';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../services/idempotency-key';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, mutate: vi.fn() }) }));
vi.mock('../../../auth/sign-in-dialog', async () => ({ SignInDialog: (await import('../testing/booking-test-doubles')).FakeSignInDialog }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

let fake: FakeBookingApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TEST_TODAY}T12:00:00`) });
  fake = createFakeBookingApi();
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  vi.mocked(logToServer).mockClear();
});
afterEach(() => vi.useRealTimers());

const selectButton = async (name = 'Select Flexible rate, Deluxe King Room') => screen.findByRole('button', { name });
const cartInputs = () => fake.callsOf('CreateCart').map((call) => call.variables.input as CreateCartInput);
const address = () => screen.getByLabelText('address').textContent;

describe('selecting a rate', () => {
  it('holds the rate in a cart for the search, with a fresh key, and goes to guest information', async () => {
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await selectButton());
    expect(await screen.findByRole('heading', { name: 'Guest information' })).toBeInTheDocument();
    expect(address()).toBe(bookingPaths.guestInfo.getHref('CART1'));
    const [input] = cartInputs();
    expect(input).toMatchObject({ search: criteriaFixture(), roomTypeCode: 'KING', ratePlanCode: 'FLEX' });
    expect(input!.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends one request for a double click, and keeps every Select waiting meanwhile', async () => {
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    const select = await selectButton();
    fake.hold('CreateCart');
    fireEvent.click(select);
    fireEvent.click(select);
    await waitFor(() => expect(select).toBeDisabled());
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Select Flexible rate, Deluxe Queen Room' })).toBeDisabled();
    fake.release('CreateCart');
    expect(await screen.findByRole('heading', { name: 'Guest information' })).toBeInTheDocument();
    expect(cartInputs()).toHaveLength(1);
  });

  it('retries with the same key after a failure of unknown outcome, and says what went wrong by the card', async () => {
    fake.failNext('CreateCart', graphQlFailure('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await selectButton());
    const card = screen.getByRole('article', { name: 'Flexible rate, Deluxe King Room' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Something went wrong with this booking.');
    await waitFor(() => expect(within(card).getByRole('button', { name: /^Select/ })).toHaveFocus());
    expect(logToServer).toHaveBeenCalledWith('error', 'API_ERROR|WEB-BOOK-GEN001|Select Rate|NYCTS KING FLEX 2026-07-03..2026-07-05 (code INTERNAL_SERVER_ERROR)');

    fireEvent.click(within(card).getByRole('button', { name: /^Select/ }));
    expect(await screen.findByRole('heading', { name: 'Guest information' })).toBeInTheDocument();
    const [first, second] = cartInputs();
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('gives another rate a key of its own', async () => {
    fake.failNext('CreateCart', graphQlFailure('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await selectButton());
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Select Flexible rate, Deluxe Queen Room' }));
    await screen.findByRole('heading', { name: 'Guest information' });
    const [first, second] = cartInputs();
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('reads the list again when the rate is gone, keeps the message with the room, and logs the Select Rate case', async () => {
    fake.failNext('CreateCart', graphQlFailure('RATE_UNAVAILABLE', 'That rate is no longer offered.'));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    const select = await selectButton();
    fake.state.search = () => searchAnswer({ rooms: [roomOffer('KING', 'Deluxe King Room', [cashRate('AAA', 'AAA rate', 45000)])] });
    fireEvent.click(select);
    const kingRoom = screen.getByRole('region', { name: 'Deluxe King Room' });
    await waitFor(() => expect(within(kingRoom).queryByRole('article', { name: 'Flexible rate, Deluxe King Room' })).toBeNull());
    expect(within(kingRoom).getByRole('alert')).toHaveTextContent('This rate was just taken for your dates. The list now shows what is still available.');
    expect(fake.callsOf('SearchProductsByProperty')).toHaveLength(2);
    expect(logToServer).toHaveBeenCalledWith('warn', 'API_ERROR|RATE_UNAVAILABLE|Select Rate|NYCTS KING FLEX 2026-07-03..2026-07-05');

    fireEvent.click(within(kingRoom).getByRole('button', { name: 'Select AAA rate, Deluxe King Room' }));
    await screen.findByRole('heading', { name: 'Guest information' });
    const [first, second] = cartInputs();
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('shows the server’s words for a search it refuses at select', async () => {
    fake.failNext('CreateCart', graphQlFailure('BAD_USER_INPUT', 'Check-in cannot be in the past.', { field: 'checkInDate' }));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await selectButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Check-in cannot be in the past.');
    expect(logToServer).toHaveBeenCalledWith('warn', expect.stringContaining('|Select Rate|'));
  });

  it('sends an ended booking session to the expired-session page', async () => {
    fake.failNext('CreateCart', graphQlFailure('SESSION_VALIDATION_FAILED', 'Session expired.'));
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await selectButton());
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeInTheDocument();
  });

  it('selects for the stay offered when the search had no exact match', async () => {
    const offered = criteriaFixture({ checkInDate: '2026-07-04', checkOutDate: '2026-07-06' });
    fake.state.search = () => searchAnswer({ isExactMatch: false, offered: selectionFixture(offered) });
    renderBookingPage(bookingPaths.rateList.getHref(criteriaFixture()));
    fireEvent.click(await selectButton());
    await screen.findByRole('heading', { name: 'Guest information' });
    expect(cartInputs()[0]!.search).toEqual(offered);
  });
});
