// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { createFakeBookingApi, type FakeBookingApi } from '../testing/booking-fake-api';
import { criteriaFixture, nightlyMonthFixture, TEST_TODAY } from '../testing/booking-fixtures';
import { renderBookingPage } from '../testing/render-booking-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: () => null }));
vi.mock('../../../auth/use-user-details', () => ({ useUserDetails: () => ({ data: undefined, mutate: vi.fn() }) }));
vi.mock('../../../auth/sign-in-dialog', async () => ({ SignInDialog: (await import('../testing/booking-test-doubles')).FakeSignInDialog }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

let fake: FakeBookingApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TEST_TODAY}T12:00:00`) });
  fake = createFakeBookingApi();
  fake.state.nightly = (month) => nightlyMonthFixture(month, ['2026-07-04']);
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
});
afterEach(() => vi.useRealTimers());

const grid = () => screen.getByRole('grid');
const day = (name: RegExp) => within(grid()).getByRole('button', { name });

async function openCalendar(criteria = criteriaFixture()) {
  renderBookingPage(bookingPaths.availabilityCalendar.getHref(criteria));
  await screen.findByRole('button', { name: /Friday, July 3, 2026 \$202\.00/ });
}

describe('the availability calendar', () => {
  it('shows the search’s month as a grid of days, each with its lowest nightly rate or Sold out', async () => {
    await openCalendar();
    expect(grid()).toHaveAccessibleName('July 2026');
    expect(within(grid()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(day(/^Saturday, July 4, 2026 Sold out$/)).toHaveAttribute('aria-disabled', 'true');
    expect(fake.callsOf('NightlyProducts')[0]!.variables).toEqual({ input: { propertyId: 'NYCTS', month: '2026-07', numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0 } });
  });

  it('moves month by month, never before this month', async () => {
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(day(/^Monday, June 1, 2026 \$200\.00$/)).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'August 2026' })).toBeInTheDocument();
    expect(new Set(fake.callsOf('NightlyProducts').map((call) => (call.variables.input as { month: string }).month))).toEqual(new Set(['2026-06', '2026-07', '2026-08']));
  });

  it('is one tab stop, moved through by the arrow, Home, End and Page keys, into the next month', async () => {
    await openCalendar();
    const start = day(/^Friday, July 3, 2026/);
    expect(within(grid()).getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([start]);
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(day(/^Saturday, July 4, 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(day(/^Saturday, July 11, 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(day(/^Sunday, July 5, 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(day(/^Saturday, July 11, 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(await screen.findByRole('grid', { name: 'August 2026' })).toBeInTheDocument();
    expect(day(/^Tuesday, August 11, 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(await screen.findByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
    expect(day(/^Tuesday, July 28, 2026/)).toHaveFocus();
  });

  it('takes a check-in then a check-out, marks the stay, and leads to the rate list or the form with it', async () => {
    await openCalendar();
    fireEvent.click(day(/^Friday, July 3, 2026/));
    expect(screen.getByText('Check-in picked. Now pick your check-out day.')).toBeInTheDocument();
    expect(day(/^Friday, July 3, 2026, check-in/).closest('td')).toHaveAttribute('aria-selected', 'true');
    // A sold-out night may be the morning one leaves.
    expect(day(/^Saturday, July 4, 2026 Sold out$/)).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(day(/^Monday, July 6, 2026/));
    expect(day(/^Sunday, July 5, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Your stay: Fri, Jul 3 – Mon, Jul 6, 2026 · 3 nights · 1 room · 2 adults per room/)).toBeInTheDocument();
    const stay = criteriaFixture({ checkOutDate: '2026-07-06' });
    expect(screen.getByRole('link', { name: 'Change rooms and guests' })).toHaveAttribute('href', bookingPaths.availability.getHref(stay));
    fireEvent.click(screen.getByRole('link', { name: 'View rates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your room' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(bookingPaths.rateList.getHref(stay));
  });

  it('will not start a stay on a sold-out night or a past day', async () => {
    await openCalendar();
    fireEvent.click(day(/^Saturday, July 4, 2026 Sold out$/));
    expect(screen.queryByText(/Check-in picked/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('grid', { name: 'June 2026' });
    expect(fake.callsOf('NightlyProducts')).toHaveLength(2);
  });

  it('says why a stay picked is too long to search', async () => {
    fake.state.nightly = (month) => nightlyMonthFixture(month);
    await openCalendar();
    fireEvent.click(day(/^Friday, July 3, 2026/));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('grid', { name: 'August 2026' });
    fireEvent.click(await screen.findByRole('button', { name: /^Monday, August 10, 2026/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('A stay can be at most 30 nights.');
    expect(screen.queryByRole('link', { name: 'View rates' })).toBeNull();
  });

  it('asks for a hotel when the address names none', () => {
    renderBookingPage(bookingPaths.availabilityCalendar.path);
    expect(screen.getByText('Choose a hotel first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a hotel and dates' })).toHaveAttribute('href', bookingPaths.availability.getHref());
  });
});
