import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { withFeatureMessages } from '../services/host-messages';
import { NotFoundPage } from './not-found-page';
import type { PageData } from '../../shared/ssr/page-data';
import { RootLayout, rootPageData } from './root-layout';

type PageModule = { pageData?: PageData };

/** A lazily loaded page: its component, and what it reads before it shows (for the server's render). */
function pageRoute<Name extends string, Module extends PageModule & Record<Name, ComponentType>>(module: Module, name: Name) {
  return { Component: module[name], ...(module.pageData ? { handle: { pageData: module.pageData } } : {}) };
}

/** A page of one reservation or booking: loaded with the boundary that shows the spec's reservation errors. */
async function reservationPageRoute<Name extends string, Module extends PageModule & Record<Name, ComponentType>>(loading: Promise<Module>, name: Name) {
  const [page, boundary] = await Promise.all([loading, import('../features/reservations/errors/reservation-route-error')]);
  return { ...pageRoute(page, name), ErrorBoundary: boundary.ReservationRouteError };
}

/** One of the pages that manage a booked room, from their shared chunk. */
const managePage = async <Name extends 'modifyRateListRoute' | 'upgradeReservationRoute' | 'checkInDetailsRoute'>(name: Name) =>
  (await import('../features/reservations/manage/manage-pages'))[name];

/** One of the account recovery pages, from their shared chunk. */
const accountPage = async <Name extends 'forgotPasswordRoute' | 'resetPasswordRoute' | 'joinRoute' | 'finishJoiningRoute' | 'activateRoute' | 'profileRoute'>(name: Name) => (await import('../features/account/account-pages'))[name];

/** The home page, from a chunk of its own; it speaks only the words every page loads, so it waits for none of the feature pages'. */
const homeRoute: RouteObject = { path: hostPaths.home.path, lazy: async () => pageRoute(await import('../features/home/home-page'), 'HomePage') };

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
      { path: hostPaths.signIn.path, lazy: async () => pageRoute(await import('../features/sign-in/sign-in-page'), 'SignInPage') },
      {
        path: hostPaths.signInError.path,
        lazy: async () => pageRoute(await import('../features/sign-in/sign-in-error-page'), 'SignInErrorPage'),
      },
      {
        path: hostPaths.sessionTimedOut.path,
        lazy: async () => pageRoute(await import('../features/sign-in/session-timed-out-page'), 'SessionTimedOutPage'),
      },
      {
        path: hostPaths.verifyIdentity.path,
        lazy: async () => pageRoute(await import('../features/sign-in/verify-identity-page'), 'VerifyIdentityPage'),
      },
      { path: hostPaths.hotelOverview.path, lazy: async () => pageRoute(await import('../features/hotels/hotel-overview-page'), 'HotelOverviewPage') },
      { path: hostPaths.hotelReviews.path, lazy: async () => pageRoute(await import('../features/hotels/hotel-reviews-page'), 'HotelReviewsPage') },
      { path: hostPaths.hotelLocation.path, lazy: async () => pageRoute(await import('../features/hotels/hotel-location-page'), 'HotelLocationPage') },
      { path: hostPaths.forgotPassword.path, lazy: async () => pageRoute(await accountPage('forgotPasswordRoute'), 'ForgotPasswordPage') },
      { path: hostPaths.resetPassword.path, lazy: async () => pageRoute(await accountPage('resetPasswordRoute'), 'ResetPasswordPage') },
      { path: hostPaths.joinNow.path, lazy: async () => pageRoute(await accountPage('joinRoute'), 'JoinPage') },
      { path: hostPaths.finishJoining.path, lazy: async () => pageRoute(await accountPage('finishJoiningRoute'), 'FinishJoiningPage') },
      { path: hostPaths.activateOnlineAccount.path, lazy: async () => pageRoute(await accountPage('activateRoute'), 'ActivatePage') },
      { path: hostPaths.profile.path, lazy: async () => pageRoute(await accountPage('profileRoute'), 'ProfilePage') },
      { path: hostPaths.devInbox.path, lazy: async () => pageRoute(await import('../features/dev-inbox/dev-inbox-page'), 'DevInboxPage') },
      {
        path: hostPaths.savedProperties.path,
        lazy: async () => pageRoute(await import('../features/saved-hotels/saved-properties-page'), 'SavedPropertiesPage'),
      },
      {
        path: hostPaths.lookupReservation.path,
        lazy: async () => pageRoute(await import('../features/reservation-lookup/pages/reservation-lookup-page'), 'ReservationLookupPage'),
      },
      {
        path: hostPaths.upcomingReservation.path,
        lazy: () => reservationPageRoute(import('../features/reservations/upcoming/upcoming-reservation-page'), 'UpcomingReservationPage'),
      },
      {
        path: hostPaths.modifyRateList.path,
        lazy: () => reservationPageRoute(managePage('modifyRateListRoute'), 'ModifyRateListPage'),
      },
      {
        path: hostPaths.checkInDetails.path,
        lazy: () => reservationPageRoute(managePage('checkInDetailsRoute'), 'CheckInPage'),
      },
      {
        path: hostPaths.upgradeReservation.path,
        lazy: () => reservationPageRoute(managePage('upgradeReservationRoute'), 'UpgradeReservationPage'),
      },
      {
        path: hostPaths.confirmReservationCancellation.path,
        lazy: () => reservationPageRoute(import('../features/reservations/cancel/confirm-cancellation-page'), 'ConfirmCancellationPage'),
      },
      {
        path: bookingPaths.guestInfo.path,
        lazy: () => reservationPageRoute(import('../features/booking/guest-info/guest-info-page'), 'GuestInfoPage'),
      },
      // One chunk for the review under both its spec names.
      ...[bookingPaths.reviewDetails.path, bookingPaths.reviewGuestInformation.path].map((path) => ({
        path,
        lazy: () => reservationPageRoute(import('../features/booking/review/review-details-page'), 'ReviewDetailsPage'),
      })),
      {
        path: bookingPaths.unsuccessfulSell.path,
        lazy: async () => pageRoute(await import('../features/booking/book-now-failures/unsuccessful-sell-page'), 'UnsuccessfulSellPage'),
      },
      {
        path: bookingPaths.productsUnavailable.path,
        lazy: async () => pageRoute(await import('../features/booking/book-now-failures/products-unavailable-page'), 'ProductsUnavailablePage'),
      },
      {
        path: bookingPaths.confirmation.path,
        lazy: () => reservationPageRoute(import('../features/booking/confirmation/confirmation-page'), 'ConfirmationPage'),
      },
      {
        path: bookingPaths.joinAndSaveReservation.path,
        lazy: () => reservationPageRoute(import('../features/booking/join-and-save/join-and-save-page'), 'JoinAndSavePage'),
      },
      {
        path: bookingPaths.saveToMyTrips.path,
        lazy: () => reservationPageRoute(import('../features/booking/save-to-my-trips/save-to-my-trips-page'), 'SaveToMyTripsPage'),
      },
      {
        path: bookingPaths.topUpPoints.path,
        lazy: async () => pageRoute(await import('../features/booking/top-up-points/top-up-points-page'), 'TopUpPointsPage'),
      },
      {
        path: bookingPaths.findHotels.path,
        lazy: async () => pageRoute(await import('../features/hotel-search/hotel-search-page'), 'HotelSearchPage'),
      },
      {
        path: bookingPaths.availability.path,
        lazy: async () => pageRoute(await import('../features/booking/search/availability-page'), 'AvailabilityPage'),
      },
      {
        path: bookingPaths.availabilitySearch.path,
        lazy: async () => pageRoute(await import('../features/booking/search/availability-page'), 'AvailabilityPage'),
      },
      {
        path: bookingPaths.availabilityCalendar.path,
        lazy: async () => pageRoute(await import('../features/booking/calendar/availability-calendar-page'), 'AvailabilityCalendarPage'),
      },
      // One chunk for the rate list and its two modal addresses: the same page, with a modal open or not.
      ...[bookingPaths.rateList.path, bookingPaths.roomPool.path, bookingPaths.rateRules.path].map((path) => ({
        path,
        lazy: async () => pageRoute(await import('../features/booking/rate-list/rate-list-page'), 'RateListPage'),
      })),
      { path: hostPaths.myTrips.path, lazy: async () => pageRoute(await import('../features/my-trips/my-trips-page'), 'MyTripsPage') },
      {
        path: hostPaths.expiredSession.path,
        lazy: async () => pageRoute(await import('../features/reservations/errors/expired-session-page'), 'ExpiredSessionPage'),
      },
      {
        path: hostPaths.reservationError.path,
        lazy: async () => pageRoute(await import('../features/reservations/errors/reservation-error-page'), 'ReservationErrorPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ])],
  },
];

/** Every lazily loaded page brings the feature pages' words with its code. */
function withWordsOfFeatures(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => (typeof route.lazy === 'function' ? { ...route, lazy: withFeatureMessages(route.lazy) } : route));
}
