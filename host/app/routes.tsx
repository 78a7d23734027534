import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { withFeatureMessages } from '../services/host-messages';
import { NotFoundPage } from './not-found-page';
import type { PageData } from '../../shared/ssr/page-data';
import { RootLayout, rootPageData } from './root-layout';

type PageModule = { pageData?: PageData };

/**
 * A lazily loaded page: its component, what it reads before it shows (for the server's render), and the
 * source modules its chunks start from, as the build manifest names them (relative to host/), so the
 * server's render links the page's scripts for the browser to fetch with the page.
 */
function pageRoute<Name extends string, Module extends PageModule & Record<Name, ComponentType>>(module: Module, name: Name, ...pageModules: string[]) {
  return { Component: module[name], handle: { pageModules, ...(module.pageData ? { pageData: module.pageData } : {}) } };
}

const RESERVATION_ROUTE_ERROR = 'features/reservations/errors/reservation-route-error.tsx';

/** A page of one reservation or booking: loaded with the boundary that shows the spec's reservation errors. */
async function reservationPageRoute<Name extends string, Module extends PageModule & Record<Name, ComponentType>>(loading: Promise<Module>, name: Name, pageModule: string) {
  const [page, boundary] = await Promise.all([loading, import('../features/reservations/errors/reservation-route-error')]);
  return { ...pageRoute(page, name, pageModule, RESERVATION_ROUTE_ERROR), ErrorBoundary: boundary.ReservationRouteError };
}

const MANAGE_PAGES = 'features/reservations/manage/manage-pages.ts';

/** One of the pages that manage a booked room, from their shared chunk. */
const managePage = async <Name extends 'modifyRateListRoute' | 'upgradeReservationRoute' | 'checkInDetailsRoute'>(name: Name) =>
  (await import('../features/reservations/manage/manage-pages'))[name];

const ACCOUNT_PAGES = 'features/account/account-pages.ts';

/** One of the account recovery pages, from their shared chunk. */
const accountPage = async <Name extends 'forgotPasswordRoute' | 'resetPasswordRoute' | 'joinRoute' | 'finishJoiningRoute' | 'activateRoute' | 'profileRoute'>(name: Name) => (await import('../features/account/account-pages'))[name];

/** The home page, from a chunk of its own; it speaks only the words every page loads, so it waits for none of the feature pages'. */
const homeRoute: RouteObject = { path: hostPaths.home.path, lazy: async () => pageRoute(await import('../features/home/home-page'), 'HomePage', 'features/home/home-page.tsx') };

/**
 * The host's pages, one tree for the browser's router and the server's render. Every page loads with
 * its route, the home page too, so the first page a visitor opens carries only the header, footer and
 * itself; each feature's pages come as a chunk of their own.
 */
export const hostRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    handle: { pageData: rootPageData },
    children: [homeRoute, ...withWordsOfFeatures([
      { path: hostPaths.signIn.path, lazy: async () => pageRoute(await import('../features/sign-in/sign-in-page'), 'SignInPage', 'features/sign-in/sign-in-page.tsx') },
      {
        path: hostPaths.signInError.path,
        lazy: async () => pageRoute(await import('../features/sign-in/sign-in-error-page'), 'SignInErrorPage', 'features/sign-in/sign-in-error-page.tsx'),
      },
      {
        path: hostPaths.sessionTimedOut.path,
        lazy: async () => pageRoute(await import('../features/sign-in/session-timed-out-page'), 'SessionTimedOutPage', 'features/sign-in/session-timed-out-page.tsx'),
      },
      {
        path: hostPaths.verifyIdentity.path,
        lazy: async () => pageRoute(await import('../features/sign-in/verify-identity-page'), 'VerifyIdentityPage', 'features/sign-in/verify-identity-page.tsx'),
      },
      { path: hostPaths.hotelOverview.path, lazy: async () => pageRoute(await import('../features/hotels/hotel-overview-page'), 'HotelOverviewPage', 'features/hotels/hotel-overview-page.tsx') },
      { path: hostPaths.hotelReviews.path, lazy: async () => pageRoute(await import('../features/hotels/hotel-reviews-page'), 'HotelReviewsPage', 'features/hotels/hotel-reviews-page.tsx') },
      { path: hostPaths.hotelLocation.path, lazy: async () => pageRoute(await import('../features/hotels/hotel-location-page'), 'HotelLocationPage', 'features/hotels/hotel-location-page.tsx') },
      { path: hostPaths.forgotPassword.path, lazy: async () => pageRoute(await accountPage('forgotPasswordRoute'), 'ForgotPasswordPage', ACCOUNT_PAGES) },
      { path: hostPaths.resetPassword.path, lazy: async () => pageRoute(await accountPage('resetPasswordRoute'), 'ResetPasswordPage', ACCOUNT_PAGES) },
      { path: hostPaths.joinNow.path, lazy: async () => pageRoute(await accountPage('joinRoute'), 'JoinPage', ACCOUNT_PAGES) },
      { path: hostPaths.finishJoining.path, lazy: async () => pageRoute(await accountPage('finishJoiningRoute'), 'FinishJoiningPage', ACCOUNT_PAGES) },
      { path: hostPaths.activateOnlineAccount.path, lazy: async () => pageRoute(await accountPage('activateRoute'), 'ActivatePage', ACCOUNT_PAGES) },
      { path: hostPaths.profile.path, lazy: async () => pageRoute(await accountPage('profileRoute'), 'ProfilePage', ACCOUNT_PAGES) },
      { path: hostPaths.devInbox.path, lazy: async () => pageRoute(await import('../features/dev-inbox/dev-inbox-page'), 'DevInboxPage', 'features/dev-inbox/dev-inbox-page.tsx') },
      {
        path: hostPaths.savedProperties.path,
        lazy: async () => pageRoute(await import('../features/saved-hotels/saved-properties-page'), 'SavedPropertiesPage', 'features/saved-hotels/saved-properties-page.tsx'),
      },
      {
        path: hostPaths.lookupReservation.path,
        lazy: async () => pageRoute(await import('../features/reservation-lookup/pages/reservation-lookup-page'), 'ReservationLookupPage', 'features/reservation-lookup/pages/reservation-lookup-page.tsx'),
      },
      {
        path: hostPaths.upcomingReservation.path,
        lazy: () => reservationPageRoute(import('../features/reservations/upcoming/upcoming-reservation-page'), 'UpcomingReservationPage', 'features/reservations/upcoming/upcoming-reservation-page.tsx'),
      },
      {
        path: hostPaths.modifyRateList.path,
        lazy: () => reservationPageRoute(managePage('modifyRateListRoute'), 'ModifyRateListPage', MANAGE_PAGES),
      },
      {
        path: hostPaths.checkInDetails.path,
        lazy: () => reservationPageRoute(managePage('checkInDetailsRoute'), 'CheckInPage', MANAGE_PAGES),
      },
      {
        path: hostPaths.upgradeReservation.path,
        lazy: () => reservationPageRoute(managePage('upgradeReservationRoute'), 'UpgradeReservationPage', MANAGE_PAGES),
      },
      {
        path: hostPaths.confirmReservationCancellation.path,
        lazy: () => reservationPageRoute(import('../features/reservations/cancel/confirm-cancellation-page'), 'ConfirmCancellationPage', 'features/reservations/cancel/confirm-cancellation-page.tsx'),
      },
      {
        path: bookingPaths.guestInfo.path,
        lazy: () => reservationPageRoute(import('../features/booking/guest-info/guest-info-page'), 'GuestInfoPage', 'features/booking/guest-info/guest-info-page.tsx'),
      },
      // One chunk for the review under both its spec names.
      ...[bookingPaths.reviewDetails.path, bookingPaths.reviewGuestInformation.path].map((path) => ({
        path,
        lazy: () => reservationPageRoute(import('../features/booking/review/review-details-page'), 'ReviewDetailsPage', 'features/booking/review/review-details-page.tsx'),
      })),
      {
        path: bookingPaths.unsuccessfulSell.path,
        lazy: async () => pageRoute(await import('../features/booking/book-now-failures/unsuccessful-sell-page'), 'UnsuccessfulSellPage', 'features/booking/book-now-failures/unsuccessful-sell-page.tsx'),
      },
      {
        path: bookingPaths.productsUnavailable.path,
        lazy: async () => pageRoute(await import('../features/booking/book-now-failures/products-unavailable-page'), 'ProductsUnavailablePage', 'features/booking/book-now-failures/products-unavailable-page.tsx'),
      },
      {
        path: bookingPaths.confirmation.path,
        lazy: () => reservationPageRoute(import('../features/booking/confirmation/confirmation-page'), 'ConfirmationPage', 'features/booking/confirmation/confirmation-page.tsx'),
      },
      {
        path: bookingPaths.joinAndSaveReservation.path,
        lazy: () => reservationPageRoute(import('../features/booking/join-and-save/join-and-save-page'), 'JoinAndSavePage', 'features/booking/join-and-save/join-and-save-page.tsx'),
      },
      {
        path: bookingPaths.saveToMyTrips.path,
        lazy: () => reservationPageRoute(import('../features/booking/save-to-my-trips/save-to-my-trips-page'), 'SaveToMyTripsPage', 'features/booking/save-to-my-trips/save-to-my-trips-page.tsx'),
      },
      {
        path: bookingPaths.topUpPoints.path,
        lazy: async () => pageRoute(await import('../features/booking/top-up-points/top-up-points-page'), 'TopUpPointsPage', 'features/booking/top-up-points/top-up-points-page.tsx'),
      },
      {
        path: bookingPaths.findHotels.path,
        lazy: async () => pageRoute(await import('../features/hotel-search/hotel-search-page'), 'HotelSearchPage', 'features/hotel-search/hotel-search-page.tsx'),
      },
      {
        path: bookingPaths.availability.path,
        lazy: async () => pageRoute(await import('../features/booking/search/availability-page'), 'AvailabilityPage', 'features/booking/search/availability-page.tsx'),
      },
      {
        path: bookingPaths.availabilitySearch.path,
        lazy: async () => pageRoute(await import('../features/booking/search/availability-page'), 'AvailabilityPage', 'features/booking/search/availability-page.tsx'),
      },
      {
        path: bookingPaths.availabilityCalendar.path,
        lazy: async () => pageRoute(await import('../features/booking/calendar/availability-calendar-page'), 'AvailabilityCalendarPage', 'features/booking/calendar/availability-calendar-page.tsx'),
      },
      // One chunk for the rate list and its two modal addresses: the same page, with a modal open or not.
      ...[bookingPaths.rateList.path, bookingPaths.roomPool.path, bookingPaths.rateRules.path].map((path) => ({
        path,
        lazy: async () => pageRoute(await import('../features/booking/rate-list/rate-list-page'), 'RateListPage', 'features/booking/rate-list/rate-list-page.tsx'),
      })),
      { path: hostPaths.myTrips.path, lazy: async () => pageRoute(await import('../features/my-trips/my-trips-page'), 'MyTripsPage', 'features/my-trips/my-trips-page.tsx') },
      {
        path: hostPaths.expiredSession.path,
        lazy: async () => pageRoute(await import('../features/reservations/errors/expired-session-page'), 'ExpiredSessionPage', 'features/reservations/errors/expired-session-page.tsx'),
      },
      {
        path: hostPaths.reservationError.path,
        lazy: async () => pageRoute(await import('../features/reservations/errors/reservation-error-page'), 'ReservationErrorPage', 'features/reservations/errors/reservation-error-page.tsx'),
      },
      { path: '*', element: <NotFoundPage /> },
    ])],
  },
];

/** Every lazily loaded page brings the feature pages' words with its code. */
function withWordsOfFeatures(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return route;
    // Said in the handle too, so the server's render links those words' chunks with the page's own.
    const speakingFeatureWords = async () => {
      const loaded = await lazy();
      return { ...loaded, handle: { ...(loaded.handle as object | undefined), speaksFeatureWords: true } };
    };
    return { ...route, lazy: withFeatureMessages(speakingFeatureWords) };
  });
}
