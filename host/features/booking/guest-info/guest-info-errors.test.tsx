// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_BOOKING_ERROR } from '../../../../shared/domain/reservation-errors';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import { logToServer } from '../../../../shared/telemetry/client-log';
import { hostPaths } from '../../../../shared/domain/paths';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { createFakeCartApi, type FakeCartApi } from '../pre-booking/testing/cart-fake-api';
import { cartFixture } from '../pre-booking/testing/cart-fixtures';
import { passTime, renderGuestInfoPage, settle } from './testing/render-guest-info-page';

process.env.TZ = 'UTC';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const START = Date.parse('2026-07-01T12:00:00.000Z');
const RATE_LIST_FOR_STAY =
  '/reservation/rateListMenu.mi?propertyId=NYCTS&checkInDate=2026-07-03&checkOutDate=2026-07-05&numRooms=1&numAdultsPerRoom=2&numChildrenPerRoom=0&rewardsRedemption=false';

let fake: FakeCartApi;

async function openPage({ refuseRead = [] as string[], path = bookingPaths.guestInfo.getHref('CART-1') } = {}) {
  fake = createFakeCartApi(cartFixture({ expiresAt: new Date(START + 900_000).toISOString() }));
  fake.refuse('CartPrice', ...refuseRead);
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderGuestInfoPage(path);
  await settle();
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

async function keepRoomsRefusedWith(code: string) {
  await openPage();
  fake.refuse('ExtendAndUpdateCartExpiration', code);
  await passTime(600_000);
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Keep your rooms?' })).getByRole('button', { name: 'Keep my rooms' }));
  await settle();
}

beforeEach(() => {
  vi.mocked(logToServer).mockClear();
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('GuestInfoPage: cart and session failures (spec 4)', () => {
  it('sends a cart the server refuses to the rate list, which it cannot name a stay for', async () => {
    await openPage({ refuseRead: ['CART_VALIDATION_FAILED'] });
    expect(address()).toBe(bookingPaths.rateList.path);
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('warn', 'API_ERROR|CART_VALIDATION_FAILED|PreBooking|read cart CART-1');
  });

  it('sends an ended booking session to the expired-session page', async () => {
    await openPage({ refuseRead: ['SESSION_VALIDATION_FAILED'] });
    expect(address()).toBe(hostPaths.expiredSession.path);
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeInTheDocument();
  });

  it('sends a cart booked already to the confirmation its refusal names', async () => {
    fake = createFakeCartApi(cartFixture({ expiresAt: new Date(START + 900_000).toISOString() }));
    fake.refuseWith('CartPrice', 'E_ALREADY_CONFIRMED', { confirmationNumber: '81234567' });
    api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
    renderGuestInfoPage();
    await settle();
    expect(address()).toBe(bookingPaths.confirmation.getHref('81234567'));
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('warn', 'API_ERROR|E_ALREADY_CONFIRMED|PreBooking|read cart CART-1');
  });

  it.each([
    ['no cartId', bookingPaths.guestInfo.path],
    ['an empty cartId', `${bookingPaths.guestInfo.path}?cartId=%20`],
  ])('sends an address with %s to the rate list without asking', async (_case, path) => {
    await openPage({ path });
    expect(address()).toBe(bookingPaths.rateList.path);
    expect(fake.state.calls).toEqual([]);
  });

  it('shows any other failed read with the catalogue’s words, and reads again on “Try again”', async () => {
    await openPage({ refuseRead: ['INTERNAL_SERVER_ERROR'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reservationErrorMessage('INTERNAL_SERVER_ERROR'));
    expect(address()).toBe('/reservation/guestInfo.mi?cartId=CART-1');
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('error', `API_ERROR|${GENERIC_BOOKING_ERROR}|PreBooking|read cart CART-1 (code INTERNAL_SERVER_ERROR)`);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(fake.state.calls).toEqual(['CartPrice', 'CartPrice']);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeInTheDocument();
  });

  it('does not retry a failed read by itself', async () => {
    await openPage({ refuseRead: ['INTERNAL_SERVER_ERROR'] });
    await passTime(60_000);
    expect(fake.state.calls).toEqual(['CartPrice']);
  });

  it('sends the browser to the rate list for the stay when “Keep my rooms” meets CART_VALIDATION_FAILED', async () => {
    await keepRoomsRefusedWith('CART_VALIDATION_FAILED');
    expect(address()).toBe(RATE_LIST_FOR_STAY);
  });

  it('sends the browser to the expired-session page when “Keep my rooms” meets SESSION_VALIDATION_FAILED', async () => {
    await keepRoomsRefusedWith('SESSION_VALIDATION_FAILED');
    expect(address()).toBe(hostPaths.expiredSession.path);
    expect(logToServer).toHaveBeenCalledExactlyOnceWith('warn', 'API_ERROR|SESSION_VALIDATION_FAILED|SessionTimeoutModal|extend cart CART-1');
  });

  it('goes to the rate list for the stay when a read on the tab’s return finds the cart expired', async () => {
    await openPage();
    fake.refuse('CartPrice', 'CART_VALIDATION_FAILED');
    // SWR reads again on focus at most every 5 s.
    await passTime(10_000);
    fireEvent(window, new Event('focus'));
    await settle();
    expect(address()).toBe(RATE_LIST_FOR_STAY);
  });
});
