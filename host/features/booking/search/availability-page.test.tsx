// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { createFakeBookingApi, type FakeBookingApi } from '../testing/booking-fake-api';
import { criteriaFixture, TEST_TODAY } from '../testing/booking-fixtures';
import { renderBookingPage } from '../testing/render-booking-page';

vi.mock('../../../services/config', () => ({ config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', imageCacheDomain: 'http://localhost:8080' } }));
vi.mock('../../../hotel-header/hotel-header', () => ({ HotelHeader: ({ propertyId }: { propertyId: string | null }) => (propertyId ? <p>Header of {propertyId}</p> : null) }));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

let fake: FakeBookingApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TEST_TODAY}T12:00:00`) });
  fake = createFakeBookingApi();
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
});
afterEach(() => vi.useRealTimers());

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const address = () => screen.getByLabelText('address').textContent ?? '';

describe('the availability page', () => {
  it('starts from the address’s search and goes to the rate list with it', async () => {
    renderBookingPage(bookingPaths.availability.getHref(criteriaFixture()));
    expect(screen.getByRole('heading', { level: 1, name: 'Check availability' })).toBeInTheDocument();
    expect(field('Check-in')).toHaveValue('2026-07-03');
    expect(field('Check-out')).toHaveValue('2026-07-05');
    expect(field('Adults per room')).toHaveValue(2);
    type('Rooms', '2');
    fireEvent.click(field('Use points'));
    fireEvent.click(screen.getByRole('button', { name: 'Find rooms' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose your room' });
    expect(address()).toBe(bookingPaths.rateList.getHref(criteriaFixture({ numRooms: 2, rewardsRedemption: true })));
  });

  it('starts a hotel named without dates from the hotel’s default selection', async () => {
    renderBookingPage(`${bookingPaths.availability.path}?propertyId=NYCTS`);
    expect(screen.getByRole('status', { name: 'Loading this hotel’s dates' })).toBeInTheDocument();
    await waitFor(() => expect(field('Check-in')).toHaveValue('2026-06-02'));
    expect(field('Check-out')).toHaveValue('2026-06-03');
    expect(fake.callsOf('DefaultSelection')).toEqual([{ name: 'DefaultSelection', variables: { propertyId: 'NYCTS' } }]);
    expect(await screen.findByRole('option', { name: 'Portico Times Square, New York' })).toBeInTheDocument();
    expect(field('Hotel')).toHaveValue('NYCTS');
  });

  it('answers under its other spec name too', () => {
    renderBookingPage(`${bookingPaths.availabilitySearch.path}?${new URLSearchParams({ propertyId: 'NYCTS', checkInDate: '2026-07-03', checkOutDate: '2026-07-05' })}`);
    expect(field('Check-in')).toHaveValue('2026-07-03');
  });

  it('shows each broken rule beside its field, tied to it, and focuses the first on submit', async () => {
    renderBookingPage(bookingPaths.availability.getHref(criteriaFixture()));
    type('Check-in', '2026-05-20');
    type('Check-out', '2026-05-19');
    type('Rooms', '0');
    type('Children per room', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Find rooms' }));

    expect(field('Check-in')).toHaveFocus();
    expect(field('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Check-in')).toHaveAccessibleDescription('Check-in cannot be in the past.');
    expect(field('Check-out')).toHaveAccessibleDescription('Check-out must be after check-in.');
    expect(field('Rooms')).toHaveAccessibleDescription('Choose from 1 to 9 rooms.');
    expect(field('Adults per room')).not.toHaveAttribute('aria-invalid');
    expect(field('Children per room')).toHaveAccessibleDescription('Choose from 0 to 6 children per room.');
    expect(address()).toBe(bookingPaths.availability.getHref(criteriaFixture()));
  });

  it('asks for a hotel when the address names none, and focuses the hotel first', async () => {
    renderBookingPage(bookingPaths.availability.getHref());
    fireEvent.click(screen.getByRole('button', { name: 'Find rooms' }));
    expect(field('Hotel')).toHaveFocus();
    expect(field('Hotel')).toHaveAccessibleDescription('Choose a hotel.');
    expect(screen.queryByRole('link', { name: 'See prices on a calendar' })).toBeNull();
  });

  it('links to the calendar with the search as it stands', async () => {
    renderBookingPage(bookingPaths.availability.getHref(criteriaFixture()));
    type('Adults per room', '3');
    expect(screen.getByRole('link', { name: 'See prices on a calendar' })).toHaveAttribute(
      'href',
      bookingPaths.availabilityCalendar.getHref(criteriaFixture({ numAdultsPerRoom: 3 })),
    );
    fireEvent.click(screen.getByRole('link', { name: 'See prices on a calendar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability calendar' })).toBeInTheDocument();
  });
});
