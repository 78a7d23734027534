// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseOverlayBridgeOptions } from '../../../../bridge/react/use-overlay-bridge';
import { createFakeOverlay } from '../../../../bridge/testing/fake-overlay';
import { rememberSearchedProperty, SEARCH_CRITERIA_KEY } from '../../../hotel-header/current-property';
import { ReservationLookupPage } from './reservation-lookup-page';

vi.mock('../../../services/config', () => ({
  config: { locale: 'en-US', hostOrigin: 'http://localhost:8080', overlayOrigin: 'http://localhost:8081', imageCacheDomain: 'http://localhost:8080' },
}));
// The hotel header has its own tests (including clearing the insurance entries on this page kind).
vi.mock('../../../hotel-header/hotel-header', () => ({
  HotelHeader: ({ pageKind, propertyId }: { pageKind: string; propertyId: string | null }) =>
    propertyId ? <section aria-label={`Your hotel: ${propertyId}`} data-page-kind={pageKind} /> : null,
}));

const overlay = createFakeOverlay<'reservation-lookup'>();
vi.mock('../../../../bridge/react/use-overlay-bridge', () => ({ useOverlayBridge: (options: UseOverlayBridgeOptions<'reservation-lookup'>) => overlay.answer(options) }));

beforeEach(() => {
  overlay.reset();
  sessionStorage.removeItem(SEARCH_CRITERIA_KEY);
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function openPage(path = '/reservation/lookupReservation.mi?fromOverlay=true') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reservation/lookupReservation.mi" element={<ReservationLookupPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const lookupFrame = () => document.querySelector<HTMLIFrameElement>('iframe[title="Find your reservation"]');

describe('ReservationLookupPage', () => {
  it('frames the lookup overlay as a page under its heading, with no hotel header when no hotel is known', () => {
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your reservation' })).toBeInTheDocument();
    expect(lookupFrame()?.src).toBe('http://localhost:8081/resLookupOverlay.mi?overlay=true&locale=en-US&variant=page');
    expect(screen.queryByRole('region', { name: /Your hotel/ })).not.toBeInTheDocument();
  });

  it('shows the header of the hotel being looked at', () => {
    rememberSearchedProperty('NYCTS');
    openPage();
    expect(screen.getByRole('region', { name: 'Your hotel: NYCTS' })).toHaveAttribute('data-page-kind', 'reservationLookup');
  });

  it('shows the header of the hotel ?propertyCode= names, over the one looked at', () => {
    rememberSearchedProperty('NYCTS');
    openPage('/reservation/lookupReservation.mi?fromOverlay=true&propertyCode=LONKX');
    expect(screen.getByRole('region', { name: 'Your hotel: LONKX' })).toBeInTheDocument();
  });

  it('passes the page’s locale to the overlay', () => {
    openPage('/reservation/lookupReservation.mi?fromOverlay=true&locale=fr_FR');
    expect(lookupFrame()?.src).toContain('locale=fr-FR');
  });

  it('goes to the reservation the overlay found', () => {
    openPage();
    act(() => overlay.host().navigate('/reservation/upcomingReservation.mi?confirmationNumber=71234567'));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/reservation/upcomingReservation.mi?confirmationNumber=71234567');
  });
});
