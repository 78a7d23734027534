// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

async function openPage() {
  fake = createFakeCartApi(cartFixture({ revisionNumber: 3, expiresAt: new Date(START + 900_000).toISOString() }));
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderGuestInfoPage();
  await settle();
}

const bar = () => screen.getByRole('region', { name: 'Your booking' });
const modal = () => screen.queryByRole('dialog', { name: 'Keep your rooms?' });
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const liveHold = () => within(bar()).getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('GuestInfoPage: the hold', () => {
  it('counts the hold down in the sticky bar from the cart’s expiresAt', async () => {
    await openPage();
    expect(within(bar()).getByText('Rooms held for 15:00')).toHaveAttribute('aria-hidden', 'true');
    await passTime(1000);
    expect(within(bar()).getByText('Rooms held for 14:59')).toBeInTheDocument();
    await passTime(59_000);
    expect(within(bar()).getByText('Rooms held for 14:00')).toBeInTheDocument();
  });

  it('tells screen readers the hold in whole minutes, politely, not every second', async () => {
    await openPage();
    expect(liveHold()).toHaveTextContent('Your rooms are held for 15 minutes.');
    await passTime(59_000);
    expect(liveHold()).toHaveTextContent('Your rooms are held for 15 minutes.');
    await passTime(1000);
    expect(liveHold()).toHaveTextContent('Your rooms are held for 14 minutes.');
    await passTime(539_000);
    expect(liveHold()).toHaveTextContent('Your rooms are held for 6 minutes.');
    await passTime(1000);
    expect(liveHold()).toHaveTextContent('Your rooms are held for less than 5 minutes. Keep them, or they are released.');
  });

  it('opens the session-timeout modal at exactly 300 s left, with focus on “Keep my rooms”', async () => {
    await openPage();
    await passTime(599_000);
    expect(modal()).toBeNull();
    await passTime(1000);
    const dialog = modal()!;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('This hold ends in 5:00.');
    expect(within(dialog).getByRole('button', { name: 'Keep my rooms' })).toHaveFocus();
    await passTime(1000);
    expect(dialog).toHaveTextContent('This hold ends in 4:59.');
  });

  it('“Keep my rooms” renews the hold at the cart’s revision, closes the modal and restarts the count', async () => {
    await openPage();
    await passTime(700_000);
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Keep my rooms' }));
    await settle();
    expect(fake.state.extends).toEqual([{ cartId: 'CART-1', revisionNumber: 3 }]);
    expect(modal()).toBeNull();
    expect(within(bar()).getByText('Rooms held for 15:00')).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Keep my rooms' })).toBeNull();

    // The next warning quotes the revision the renewal answered.
    await passTime(600_000);
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Keep my rooms' }));
    await settle();
    expect(fake.state.extends.map((input) => input.revisionNumber)).toEqual([3, 4]);
    expect(modal()).toBeNull();
  });

  it('after STALE_REVISION reads the cart again and renews at the revision it read, once', async () => {
    await openPage();
    fake.changeElsewhere();
    await passTime(600_000);
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Keep my rooms' }));
    await settle();
    expect(fake.state.calls).toEqual(['CartPrice', 'ExtendAndUpdateCartExpiration', 'CartPrice', 'ExtendAndUpdateCartExpiration']);
    expect(fake.state.extends.map((input) => input.revisionNumber)).toEqual([3, 4]);
    expect(modal()).toBeNull();
    expect(within(bar()).getByText('Rooms held for 15:00')).toBeInTheDocument();
  });

  it('says so in the modal when the hold could not be renewed, and lets the guest try again', async () => {
    await openPage();
    fake.refuse('ExtendAndUpdateCartExpiration', 'INTERNAL_SERVER_ERROR');
    await passTime(600_000);
    const keep = within(modal()!).getByRole('button', { name: 'Keep my rooms' });
    // A browser takes focus off a button once it is disabled (busy); jsdom keeps it there, so the
    // test takes it off first.
    keep.blur();
    fireEvent.click(keep);
    expect(keep).toBeDisabled();
    await settle();
    expect(within(modal()!).getByRole('alert')).toHaveTextContent('We could not keep your rooms just now. Try again, or start over.');
    expect(within(modal()!).getByRole('button', { name: 'Keep my rooms' })).toHaveFocus();
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Keep my rooms' }));
    await settle();
    expect(modal()).toBeNull();
    expect(fake.state.calls.filter((name) => name === 'ExtendAndUpdateCartExpiration')).toHaveLength(2);
  });

  it('a second STALE_REVISION is not retried again: the modal says the hold was not renewed', async () => {
    await openPage();
    fake.refuse('ExtendAndUpdateCartExpiration', 'STALE_REVISION', 'STALE_REVISION');
    await passTime(600_000);
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Keep my rooms' }));
    await settle();
    expect(fake.state.calls.filter((name) => name === 'ExtendAndUpdateCartExpiration')).toHaveLength(2);
    expect(within(modal()!).getByRole('alert')).toBeInTheDocument();
  });

  it('closing the modal lets the count run on, and the sticky bar offers to keep the rooms', async () => {
    await openPage();
    await passTime(600_000);
    fireEvent(modal()!, new Event('cancel', { cancelable: true }));
    expect(modal()).toBeNull();
    await passTime(1000);
    expect(within(bar()).getByText('Rooms held for 4:59')).toBeInTheDocument();
    expect(modal()).toBeNull();

    const keep = within(bar()).getByRole('button', { name: 'Keep my rooms' });
    keep.focus();
    fireEvent.click(keep);
    expect(modal()).toHaveTextContent('This hold ends in 4:59.');
    fireEvent.click(within(modal()!).getByRole('button', { name: 'Close this warning' }));
    expect(modal()).toBeNull();
    expect(keep).toHaveFocus();
  });

  it('“Start over” goes to the rate list for the cart’s stay', async () => {
    await openPage();
    await passTime(600_000);
    fireEvent.click(within(modal()!).getByRole('link', { name: 'Start over' }));
    await settle();
    expect(address()).toBe(RATE_LIST_FOR_STAY);
  });

  it('goes to the rate list for the stay when the hold runs out', async () => {
    await openPage();
    await passTime(899_000);
    expect(address()).toBe('/reservation/guestInfo.mi?cartId=CART-1');
    await passTime(1000);
    expect(address()).toBe(RATE_LIST_FOR_STAY);
    expect(screen.getByRole('heading', { level: 1, name: 'Rate list' })).toBeInTheDocument();
  });

  it('catches up when the tab comes back after the hold ran out in the background', async () => {
    await openPage();
    vi.setSystemTime(START + 16 * 60_000);
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    expect(address()).toBe(RATE_LIST_FOR_STAY);
  });

  it('opens the modal at once when the tab comes back inside the warning', async () => {
    await openPage();
    vi.setSystemTime(START + 12 * 60_000);
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    expect(modal()).toHaveTextContent('This hold ends in 3:00.');
  });
});
