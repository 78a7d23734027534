import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { bookingPaths } from '../../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../../shared/domain/paths';

/** The address the router is at, and the status message its state carries, for tests to read. */
function Where() {
  const location = useLocation();
  const state = location.state as { statusMessage?: unknown } | null;
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="status message">{typeof state?.statusMessage === 'string' ? state.statusMessage : ''}</output>
    </>
  );
}

/**
 * Renders one of the pages after Book now (`element`, mounted at `routePath`) under a memory router at
 * `path`, with a fresh SWR cache, and the pages it leads to as plain headings. Used only by tests.
 */
export function renderBookedPage(routePath: string, element: ReactElement, path: string) {
  const pages: [string, string][] = [
    [bookingPaths.confirmation.path, 'Confirmation'],
    [bookingPaths.joinAndSaveReservation.path, 'Join and save'],
    [bookingPaths.saveToMyTrips.path, 'Save to my trips'],
    [hostPaths.myTrips.path, 'My trips'],
    [hostPaths.signIn.path, 'Sign in'],
    [hostPaths.lookupReservation.path, 'Find a reservation'],
  ];
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          {pages
            .filter(([pagePath]) => pagePath !== routePath)
            .map(([pagePath, heading]) => (
              <Route key={pagePath} path={pagePath} element={<h1>{heading}</h1>} />
            ))}
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}
