// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { reservationErrorMessage } from '../../../../shared/i18n/refusals-in-english';
import { ProductsUnavailablePage } from './products-unavailable-page';
import { UnsuccessfulSellPage } from './unsuccessful-sell-page';

process.env.TZ = 'UTC';

vi.mock('../../../hotel-header/hotel-header', () => ({
  HotelHeader: ({ pageKind, propertyId }: { pageKind: string; propertyId: string | null }) => <p>{`hotel header: ${pageKind} ${propertyId}`}</p>,
}));

const stay: SearchCriteria = {
  propertyId: 'NYCTS',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-05',
  numRooms: 1,
  numAdultsPerRoom: 2,
  numChildrenPerRoom: 0,
  rewardsRedemption: false,
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={bookingPaths.unsuccessfulSell.path} element={<UnsuccessfulSellPage />} />
        <Route path={bookingPaths.productsUnavailable.path} element={<ProductsUnavailablePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-07-01T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe.each([
  ['unsuccessfulSell.mi', bookingPaths.unsuccessfulSell, 'These rooms have just sold out', 'ROOMS_SOLD_OUT'],
  ['productsUnavailable.mi', bookingPaths.productsUnavailable, 'This room or rate is no longer available', 'PRODUCTS_UNAVAILABLE'],
] as const)('%s', (_name, page, heading, code) => {
  it('says what happened under the hotel’s header, in the catalogue’s words: nothing was booked or charged', () => {
    renderAt(page.getHref(stay));
    expect(screen.getByText('hotel header: booking NYCTS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(reservationErrorMessage(code))).toHaveTextContent(/nothing was charged/);
  });

  it('offers to search again for the same stay on the rate list', () => {
    renderAt(page.getHref(stay));
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', bookingPaths.rateList.getHref(stay));
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', expect.stringContaining('checkInDate=2026-07-03'));
  });

  it('links to the availability page when the address holds no stay that may be searched', () => {
    renderAt(page.getHref({ ...stay, checkInDate: '2026-06-20', checkOutDate: '2026-06-22' }));
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', bookingPaths.availability.getHref());
  });

  it('asks the header for no hotel, and links to the availability page, for an address without a hotel', () => {
    renderAt(`${page.path}?propertyId=%3Cb%3E`);
    expect(screen.getByText('hotel header: booking null')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', bookingPaths.availability.getHref());
  });
});
