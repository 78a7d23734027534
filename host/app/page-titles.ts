import { matchPath } from 'react-router-dom';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/paths';
import type { Messages } from '../../shared/i18n/messages';
import type { MessageKey } from '../../shared/i18n/message-types';

/**
 * The words naming each host page in its `<title>` (WCAG 2.4.2: each page and booking step its own),
 * by route path; a path the routes share (the review's two names, the rate list's modals) shares its title.
 */
/** A page's name in the catalogue (host.json), which `pageTitle.format` puts beside the brand. */
type PageNameKey = Exclude<Extract<MessageKey, `pageTitle.${string}`>, 'pageTitle.format'>;

const PAGE_NAMES: ReadonlyArray<readonly [path: string, name: PageNameKey]> = [
  [hostPaths.signIn.path, 'pageTitle.signIn'],
  [hostPaths.signInError.path, 'pageTitle.signInError'],
  [hostPaths.sessionTimedOut.path, 'pageTitle.sessionTimedOut'],
  [hostPaths.verifyIdentity.path, 'pageTitle.verifyIdentity'],
  [hostPaths.hotelOverview.path, 'pageTitle.hotelOverview'],
  [hostPaths.hotelReviews.path, 'pageTitle.hotelReviews'],
  [hostPaths.hotelLocation.path, 'pageTitle.hotelLocation'],
  [hostPaths.forgotPassword.path, 'pageTitle.forgotPassword'],
  [hostPaths.resetPassword.path, 'pageTitle.resetPassword'],
  [hostPaths.joinNow.path, 'pageTitle.joinNow'],
  [hostPaths.finishJoining.path, 'pageTitle.finishJoining'],
  [hostPaths.activateOnlineAccount.path, 'pageTitle.activateOnlineAccount'],
  [hostPaths.profile.path, 'pageTitle.profile'],
  [hostPaths.devInbox.path, 'pageTitle.devInbox'],
  [hostPaths.savedProperties.path, 'pageTitle.savedProperties'],
  [hostPaths.lookupReservation.path, 'pageTitle.lookupReservation'],
  [hostPaths.upcomingReservation.path, 'pageTitle.upcomingReservation'],
  [hostPaths.modifyRateList.path, 'pageTitle.modifyRateList'],
  [hostPaths.checkInDetails.path, 'pageTitle.checkInDetails'],
  [hostPaths.upgradeReservation.path, 'pageTitle.upgradeReservation'],
  [hostPaths.confirmReservationCancellation.path, 'pageTitle.confirmReservationCancellation'],
  [hostPaths.myTrips.path, 'pageTitle.myTrips'],
  [hostPaths.expiredSession.path, 'pageTitle.expiredSession'],
  [hostPaths.reservationError.path, 'pageTitle.reservationError'],
  [bookingPaths.guestInfo.path, 'pageTitle.guestInfo'],
  [bookingPaths.reviewDetails.path, 'pageTitle.reviewDetails'],
  [bookingPaths.reviewGuestInformation.path, 'pageTitle.reviewDetails'],
  [bookingPaths.unsuccessfulSell.path, 'pageTitle.unsuccessfulSell'],
  [bookingPaths.productsUnavailable.path, 'pageTitle.productsUnavailable'],
  [bookingPaths.confirmation.path, 'pageTitle.confirmation'],
  [bookingPaths.joinAndSaveReservation.path, 'pageTitle.joinAndSaveReservation'],
  [bookingPaths.saveToMyTrips.path, 'pageTitle.saveToMyTrips'],
  [bookingPaths.topUpPoints.path, 'pageTitle.topUpPoints'],
  [bookingPaths.findHotels.path, 'pageTitle.findHotels'],
  [bookingPaths.availability.path, 'pageTitle.availability'],
  [bookingPaths.availabilitySearch.path, 'pageTitle.availability'],
  [bookingPaths.availabilityCalendar.path, 'pageTitle.availabilityCalendar'],
  [bookingPaths.rateList.path, 'pageTitle.rateList'],
  [bookingPaths.roomPool.path, 'pageTitle.rateList'],
  [bookingPaths.rateRules.path, 'pageTitle.rateList'],
];

/**
 * Which page `pathname` shows, by its name's key: addresses that share a name are one page (the rate
 * list and its modals), so moving between them is no new page.
 */
export function pageNameOf(pathname: string): PageNameKey | 'document.title' {
  if (matchPath(hostPaths.home.path, pathname)) return 'document.title';
  return PAGE_NAMES.find(([path]) => matchPath(path, pathname))?.[1] ?? 'pageTitle.notFound';
}

/**
 * The `<title>` of the page at `pathname`, in the locale of `t`: the page's name and the brand, the
 * brand alone for the home page, and "Page not found" for an address no route has. The server's HTML
 * and the browser after each navigation both take it from here, so the two never differ.
 */
export function pageTitleOf(pathname: string, t: Messages['t']): string {
  const name = pageNameOf(pathname);
  return name === 'document.title' ? t(name) : t('pageTitle.format', { page: t(name) });
}
