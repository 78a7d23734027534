import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { hostPaths } from '../../../../../shared/domain/paths';
import { bookingPaths } from '../../../../../shared/domain/booking-paths';
import { GuestInfoPage } from '../guest-info-page';

/** The address the app is at, for tests to read. */
function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the booking page at `path` with a fresh SWR cache, and stand-ins for the pages it can send
 * the browser to. The test file mocks the GraphQL client with its fake API. Used only by tests.
 */
export function renderGuestInfoPage(path = bookingPaths.guestInfo.getHref('CART-1')) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        {/* The root layout puts every page in the main landmark. */}
        <main>
          <Routes>
            <Route path={bookingPaths.guestInfo.path} element={<GuestInfoPage />} />
            <Route path={bookingPaths.rateList.path} element={<h1>Rate list</h1>} />
            <Route path={bookingPaths.reviewDetails.path} element={<h1>Review your booking</h1>} />
            <Route path={bookingPaths.confirmation.path} element={<h1>Your booking is confirmed</h1>} />
            <Route path={hostPaths.expiredSession.path} element={<h1>Your session has expired</h1>} />
          </Routes>
        </main>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Lets the fake API's answers and React's updates land, without moving the fake clock. */
export async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Moves the fake clock on, firing the timers due on the way. */
export async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}
