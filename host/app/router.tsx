import { createBrowserRouter } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/**
 * Pages beyond the home page load with their route, so the first page a visitor opens carries only
 * the header, footer and itself; each feature's pages come as a chunk of their own.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: hostPaths.home.path, element: <HomePage /> },
      { path: hostPaths.signIn.path, lazy: async () => ({ Component: (await import('../features/sign-in/sign-in-page')).SignInPage }) },
      {
        path: hostPaths.signInError.path,
        lazy: async () => ({ Component: (await import('../features/sign-in/sign-in-error-page')).SignInErrorPage }),
      },
      {
        path: hostPaths.sessionTimedOut.path,
        lazy: async () => ({ Component: (await import('../features/sign-in/session-timed-out-page')).SessionTimedOutPage }),
      },
      {
        path: hostPaths.verifyIdentity.path,
        lazy: async () => ({ Component: (await import('../features/sign-in/verify-identity-page')).VerifyIdentityPage }),
      },
      { path: hostPaths.hotelOverview.path, lazy: async () => ({ Component: (await import('../features/hotels/hotel-overview-page')).HotelOverviewPage }) },
      { path: hostPaths.hotelReviews.path, lazy: async () => ({ Component: (await import('../features/hotels/hotel-reviews-page')).HotelReviewsPage }) },
      { path: hostPaths.hotelLocation.path, lazy: async () => ({ Component: (await import('../features/hotels/hotel-location-page')).HotelLocationPage }) },
      {
        path: hostPaths.savedProperties.path,
        lazy: async () => ({ Component: (await import('../features/saved-hotels/saved-properties-page')).SavedPropertiesPage }),
      },
      {
        path: hostPaths.lookupReservation.path,
        lazy: async () => ({ Component: (await import('../features/reservation-lookup/pages/reservation-lookup-page')).ReservationLookupPage }),
      },
      {
        path: hostPaths.upcomingReservation.path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/reservations/upcoming/upcoming-reservation-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.UpcomingReservationPage, ErrorBoundary: boundary.ReservationRouteError };
        },
      },
      {
        path: hostPaths.confirmReservationCancellation.path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/reservations/cancel/confirm-cancellation-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.ConfirmCancellationPage, ErrorBoundary: boundary.ReservationRouteError };
        },
      },
      {
        path: bookingPaths.guestInfo.path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/booking/guest-info/guest-info-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.GuestInfoPage, ErrorBoundary: boundary.ReservationRouteError };
        },
      },
      // One chunk for the review under both its spec names.
      ...[bookingPaths.reviewDetails.path, bookingPaths.reviewGuestInformation.path].map((path) => ({
        path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/booking/review/review-details-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.ReviewDetailsPage, ErrorBoundary: boundary.ReservationRouteError };
        },
      })),
      {
        path: bookingPaths.unsuccessfulSell.path,
        lazy: async () => ({ Component: (await import('../features/booking/book-now-failures/unsuccessful-sell-page')).UnsuccessfulSellPage }),
      },
      {
        path: bookingPaths.productsUnavailable.path,
        lazy: async () => ({ Component: (await import('../features/booking/book-now-failures/products-unavailable-page')).ProductsUnavailablePage }),
      },
      {
        path: bookingPaths.confirmation.path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/booking/confirmation/confirmation-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.ConfirmationPage, ErrorBoundary: boundary.ReservationRouteError };
        },
      },
      {
        path: bookingPaths.joinAndSaveReservation.path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/booking/join-and-save/join-and-save-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.JoinAndSavePage, ErrorBoundary: boundary.ReservationRouteError };
        },
      },
      {
        path: bookingPaths.saveToMyTrips.path,
        lazy: async () => {
          const [page, boundary] = await Promise.all([
            import('../features/booking/save-to-my-trips/save-to-my-trips-page'),
            import('../features/reservations/errors/reservation-route-error'),
          ]);
          return { Component: page.SaveToMyTripsPage, ErrorBoundary: boundary.ReservationRouteError };
        },
      },
      {
        path: bookingPaths.topUpPoints.path,
        lazy: async () => ({ Component: (await import('../features/booking/top-up-points/top-up-points-page')).TopUpPointsPage }),
      },
      {
        path: bookingPaths.availability.path,
        lazy: async () => ({ Component: (await import('../features/booking/search/availability-page')).AvailabilityPage }),
      },
      {
        path: bookingPaths.availabilitySearch.path,
        lazy: async () => ({ Component: (await import('../features/booking/search/availability-page')).AvailabilityPage }),
      },
      {
        path: bookingPaths.availabilityCalendar.path,
        lazy: async () => ({ Component: (await import('../features/booking/calendar/availability-calendar-page')).AvailabilityCalendarPage }),
      },
      // One chunk for the rate list and its two modal addresses: the same page, with a modal open or not.
      ...[bookingPaths.rateList.path, bookingPaths.roomPool.path, bookingPaths.rateRules.path].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/booking/rate-list/rate-list-page')).RateListPage }),
      })),
      { path: hostPaths.myTrips.path, lazy: async () => ({ Component: (await import('../features/my-trips/my-trips-page')).MyTripsPage }) },
      {
        path: hostPaths.expiredSession.path,
        lazy: async () => ({ Component: (await import('../features/reservations/errors/expired-session-page')).ExpiredSessionPage }),
      },
      {
        path: hostPaths.reservationError.path,
        lazy: async () => ({ Component: (await import('../features/reservations/errors/reservation-error-page')).ReservationErrorPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
