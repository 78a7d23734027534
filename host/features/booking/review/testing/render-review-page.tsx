import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { bookingPaths } from '../../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../../shared/domain/paths';
import { ReviewDetailsPage } from '../review-details-page';

/** The address the app is at, and how it got there (PUSH, REPLACE or POP), for tests to read. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="address" data-navigation={useNavigationType()}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders the review page at `path` with a fresh SWR cache, and the pages it can send the browser to
 * as plain headings. The test file mocks the GraphQL client with its fake API. Used only by tests.
 */
export function renderReviewPage(path = bookingPaths.reviewDetails.getHref('CART-1')) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[bookingPaths.guestInfo.getHref('CART-1'), path]} initialIndex={1}>
        <main>
          <Routes>
            <Route path={bookingPaths.reviewDetails.path} element={<ReviewDetailsPage />} />
            <Route path={bookingPaths.reviewGuestInformation.path} element={<ReviewDetailsPage />} />
            <Route path={bookingPaths.guestInfo.path} element={<h1>Guest information step</h1>} />
            <Route path={bookingPaths.confirmation.path} element={<h1>Confirmation</h1>} />
            <Route path={bookingPaths.unsuccessfulSell.path} element={<h1>Unsuccessful sell</h1>} />
            <Route path={bookingPaths.productsUnavailable.path} element={<h1>Products unavailable</h1>} />
            <Route path={bookingPaths.rateList.path} element={<h1>Rate list</h1>} />
            <Route path={hostPaths.expiredSession.path} element={<h1>Your session has expired</h1>} />
          </Routes>
        </main>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}
