import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { AvailabilityCalendarPage } from '../calendar/availability-calendar-page';
import { RateListPage } from '../rate-list/rate-list-page';
import { AvailabilityPage } from '../search/availability-page';

/** The address the router is at, for tests to read. */
function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the booking pages under a memory router at `path`, with a fresh SWR cache, as host/app's
 * router mounts them, and the pages they lead to as plain headings. Used only by tests.
 */
export function renderBookingPage(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={bookingPaths.availability.path} element={<AvailabilityPage />} />
          <Route path={bookingPaths.availabilitySearch.path} element={<AvailabilityPage />} />
          <Route path={bookingPaths.availabilityCalendar.path} element={<AvailabilityCalendarPage />} />
          <Route path={bookingPaths.rateList.path} element={<RateListPage />} />
          <Route path={bookingPaths.roomPool.path} element={<RateListPage />} />
          <Route path={bookingPaths.rateRules.path} element={<RateListPage />} />
          <Route path={bookingPaths.guestInfo.path} element={<h1>Guest information</h1>} />
          <Route path={hostPaths.expiredSession.path} element={<h1>Your session has expired</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}
