// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCartApi } from '../pre-booking/testing/cart-fake-api';
import { cartFixture, pointsCartFixture, yenCartFixture, type CartFixture } from '../pre-booking/testing/cart-fixtures';
import { renderGuestInfoPage, settle } from './testing/render-guest-info-page';

// The visitor is far from the New York hotel: its moments still print in New York time.
process.env.TZ = 'Asia/Tokyo';

vi.mock('../../../services/config', () => ({
  config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', imageCacheDomain: 'http://localhost:8080' },
}));
vi.mock('../../../../shared/telemetry/client-log', () => ({ logToServer: vi.fn() }));
vi.mock('../../../../shared/telemetry/data-layer', () => ({ pushDataLayer: vi.fn(async () => ({ dataProperties: [], mvpOfferList: [] })) }));
vi.mock('../../../hotel-header/hotel-header', () => ({
  HotelHeader: ({ pageKind, propertyId }: { pageKind: string; propertyId: string | null }) => <p>{`hotel header: ${pageKind} ${propertyId}`}</p>,
}));
const api = vi.hoisted(() => ({ request: (..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('no fake API')) }));
// The frame's own behaviour is guest-info-section.test.tsx's; here only where the page puts it.
vi.mock('./guest-info-frame', () => ({ GuestInfoFrame: ({ cartId }: { cartId: string }) => <div data-testid="guest-info-frame" data-cart-id={cartId} /> }));
vi.mock('../../../services/graphql', () => ({ requestGraphQl: (...args: unknown[]) => api.request(...args) }));

const START = Date.parse('2026-07-01T12:00:00.000Z');

async function showCart(cart: CartFixture) {
  const fake = createFakeCartApi({ ...cart, expiresAt: new Date(START + 900_000).toISOString() });
  api.request = fake.request as (...args: unknown[]) => Promise<unknown>;
  renderGuestInfoPage();
  await settle();
  return fake;
}

const region = (name: string) => screen.getByRole('region', { name });
/** The value beside a label of a description list (or a table row's cells). */
const valueOf = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling;
const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('GuestInfoPage: the pre-booking part', () => {
  it('shows a skeleton while the cart loads, then the booking page under the booking hotel header', async () => {
    api.request = createFakeCartApi(cartFixture()).request as (...args: unknown[]) => Promise<unknown>;
    renderGuestInfoPage();
    expect(screen.getByRole('status', { name: 'Loading your booking' })).toHaveAttribute('aria-busy', 'true');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeInTheDocument();
    expect(screen.getByText('hotel header: booking NYCTS')).toBeInTheDocument();
  });

  it('reads the cart the address names', async () => {
    const fake = await showCart(cartFixture());
    expect(fake.state.calls).toEqual(['CartPrice']);
  });

  it('shows the stay, room, rate, each night and the price of a US dollar cart', async () => {
    await showCart(cartFixture());
    const summary = region('Your stay');
    expect(valueOf(summary, 'Hotel')).toHaveTextContent('Portico Times Square');
    expect(valueOf(summary, 'Check-in')).toHaveTextContent('Fri, Jul 3, 2026');
    expect(valueOf(summary, 'Check-out')).toHaveTextContent('Sun, Jul 5, 2026');
    expect(valueOf(summary, 'Length of stay')).toHaveTextContent('2 nights');
    expect(valueOf(summary, 'Room')).toHaveTextContent('Deluxe King Room, 1 King bed');
    expect(valueOf(summary, 'Rooms and guests')).toHaveTextContent('1 room, 2 adults');
    expect(valueOf(summary, 'Rate')).toHaveTextContent('Flexible rate');

    const nights = within(summary).getByRole('table', { name: 'Rate per room for each night, before taxes' });
    expect(rows(nights)).toEqual([
      ['Night of', 'Price'],
      ['Fri, Jul 3, 2026', '$219.00'],
      ['Sat, Jul 4, 2026', '$240.00'],
    ]);
    expect(valueOf(summary, 'Subtotal (2 nights, 1 room)')).toHaveTextContent('$459.00');
    expect(valueOf(summary, 'Taxes and fees')).toHaveTextContent('$68.85');
    expect(valueOf(summary, 'Total, taxes and fees included')).toHaveTextContent('$527.85');
    expect(within(summary).queryByText(/points/)).toBeNull();
  });

  it('prints a yen hotel’s amounts without decimals, and guests per room for several rooms', async () => {
    await showCart(yenCartFixture());
    const summary = region('Your stay');
    expect(valueOf(summary, 'Rooms and guests')).toHaveTextContent('2 rooms, 1 adult, 1 child in each');
    expect(rows(within(summary).getByRole('table')).slice(1)).toEqual([
      ['Mon, Aug 10, 2026', '¥34,000'],
      ['Tue, Aug 11, 2026', '¥36,000'],
      ['Wed, Aug 12, 2026', '¥38,000'],
    ]);
    expect(valueOf(summary, 'Subtotal (3 nights, 2 rooms)')).toHaveTextContent('¥216,000');
    expect(valueOf(summary, 'Taxes and fees')).toHaveTextContent('¥21,600');
    expect(valueOf(summary, 'Total, taxes and fees included')).toHaveTextContent('¥237,600');
    expect(within(region('Your booking')).getByText('Total: ¥237,600')).toBeInTheDocument();
  });

  it('marks a member rate once: a plan already named for members is not marked again', async () => {
    await showCart(cartFixture({ ratePlan: { code: 'MEMBER', name: 'Member rate', mode: 'CASH', isMemberRate: true, isPrepaidNonRefundable: false } }));
    expect(valueOf(region('Your stay'), 'Rate')).toHaveTextContent(/^Member rate$/);
  });

  it('shows points for a points rate: each night’s points and the points total, and no cash lines', async () => {
    await showCart(pointsCartFixture());
    const summary = region('Your stay');
    expect(valueOf(summary, 'Rate')).toHaveTextContent('Points stay (member rate)');
    expect(rows(within(summary).getByRole('table', { name: 'Points per room for each night' }))).toEqual([
      ['Night of', 'Points'],
      ['Fri, Jul 3, 2026', '55,000 points'],
      ['Sat, Jul 4, 2026', '65,000 points'],
    ]);
    expect(valueOf(summary, 'Total points (2 nights, 1 room)')).toHaveTextContent('120,000 points');
    expect(within(summary).queryByText(/Subtotal|Taxes/)).toBeNull();
    expect(within(region('Your booking')).getByText('Total: 120,000 points')).toBeInTheDocument();
  });

  it('shows both parts of a cash-and-points rate', async () => {
    const cart = cartFixture();
    await showCart({
      ...cart,
      ratePlan: { ...cart.ratePlan, name: 'Cash and points', mode: 'CASH_AND_POINTS' },
      price: { cash: cart.price.cash, points: { perNight: 20000, total: 40000 } },
      nights: cart.nights.map((night) => ({ ...night, points: 20000 })),
    });
    const summary = region('Your stay');
    expect(rows(within(summary).getByRole('table')).slice(0, 2)).toEqual([
      ['Night of', 'Price', 'Points'],
      ['Fri, Jul 3, 2026', '$219.00', '20,000 points'],
    ]);
    expect(valueOf(summary, 'Total points (2 nights, 1 room)')).toHaveTextContent('40,000 points');
    expect(valueOf(summary, 'Cash total, taxes and fees included')).toHaveTextContent('$527.85');
    expect(within(region('Your booking')).getByText('Total: 40,000 points + $527.85')).toBeInTheDocument();
  });

  it('shows the hotel, the stay, the total and the hold in the sticky bar', async () => {
    await showCart(cartFixture());
    const bar = region('Your booking');
    expect(within(bar).getByText('Portico Times Square')).toBeInTheDocument();
    // Testing Library reads ICU's thin spaces around the dash as plain ones.
    expect(within(bar).getByText('Fri, Jul 3 – Sun, Jul 5, 2026 (2 nights)')).toBeInTheDocument();
    expect(within(bar).getByText('Total: $527.85')).toBeInTheDocument();
    expect(within(bar).getByText('Rooms held for 15:00')).toBeInTheDocument();
  });

  it('states a refundable rate’s free period and late charge, with the deadline in the hotel’s time', async () => {
    await showCart(cartFixture());
    expect(within(region('Cancellation policy')).getByText('Free cancellation until Jul 1, 2026, 2:00 PM EDT. After that, cancelling costs $219.00.')).toBeInTheDocument();
  });

  it('states a non-refundable rate’s charge in the hotel’s currency', async () => {
    await showCart(yenCartFixture());
    expect(within(region('Cancellation policy')).getByText('This rate is non-refundable: cancelling costs ¥237,600.')).toBeInTheDocument();
  });

  it('states a rate that is free to cancel at any time', async () => {
    await showCart(pointsCartFixture());
    expect(within(region('Cancellation policy')).getByText('You can cancel free of charge.')).toBeInTheDocument();
  });

  it('frames the guest-information overlay for the cart under the summary and the cancellation policy', async () => {
    await showCart(cartFixture());
    const section = region('Guest information');
    expect(within(section).getByTestId('guest-info-frame')).toHaveAttribute('data-cart-id', 'CART-1');
    expect(region('Cancellation policy').compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
