import { SAVE_TOKEN_PARAM } from './save-wish-token';

/**
 * The host site's pages (contract: embedding pages, overlays and tests link to them). Each is an
 * `as const` entry with `path` and `getHref()`, so links are built one way everywhere. A module of its
 * own, re-exported by `paths.ts`, so an overlay whose first load needs only API or overlay paths does
 * not carry every host page with them: the sign-in overlay links to host pages only from the parts it
 * loads later (below the form, the submission).
 */
/** A page of one reservation, named by its confirmation number, with any further parameters after it. */
const roomHref = (path: string, confirmationNumber: string, more: Record<string, string | number> = {}) =>
  `${path}?${new URLSearchParams({ confirmationNumber, ...Object.fromEntries(Object.entries(more).map(([name, value]) => [name, `${value}`])) })}`;

export const hostPaths = {
  home: { path: '/', getHref: () => '/' },
  /** The development inbox: e-mail and text messages the product sent, read by developers and tests (off in production mode). */
  devInbox: { path: '/dev/mail', getHref: () => '/dev/mail' },
  signIn: { path: '/sign-in.mi', getHref: () => '/sign-in.mi' },
  signInError: { path: '/sign-in-error.mi', getHref: () => '/sign-in-error.mi' },
  sessionTimedOut: { path: '/sessionTimedOut.mi', getHref: () => '/sessionTimedOut.mi' },
  logout: { path: '/logout.mi', getHref: () => '/logout.mi' },
  /** Where a member with two-step verification goes after the password step (the server's next state). */
  verifyIdentity: { path: '/loyalty/verifyIdentity.mi', getHref: () => '/loyalty/verifyIdentity.mi' },
  /** The member's account: standing, name, contact details and address, communication option, password. */
  profile: { path: '/loyalty/myAccount/profile.mi', getHref: () => '/loyalty/myAccount/profile.mi' },
  /** My trips; with `tripId` (a trip-linked sign-in's booking) that trip alone, or why it is not among them. */
  myTrips: {
    path: '/loyalty/findReservationList.mi',
    getHref: (tripId?: string) => `/loyalty/findReservationList.mi${tripId ? `?${new URLSearchParams({ tripId })}` : ''}`,
  },
  /** The find-reservation form as a host page (spec: `?fromOverlay=true`, the same form as the overlay). */
  lookupReservation: {
    path: '/reservation/lookupReservation.mi',
    getHref: () => '/reservation/lookupReservation.mi?fromOverlay=true',
  },
  /** One reservation's order: its rooms, dates, guests, charges and cancellation policy. */
  upcomingReservation: {
    path: '/reservation/upcomingReservation.mi',
    getHref: (confirmationNumber: string) => roomHref('/reservation/upcomingReservation.mi', confirmationNumber),
  },
  /**
   * The modify rate list (spec 2): one booked room's current details, and the rates it could change to
   * for the stay in the address (its own stay when none is given).
   */
  modifyRateList: {
    path: '/reservation/modifyRateListMenu.mi',
    getHref: (confirmationNumber: string, stay?: { checkInDate: string; checkOutDate: string; numAdultsPerRoom: number; numChildrenPerRoom: number }) =>
      roomHref('/reservation/modifyRateListMenu.mi', confirmationNumber, stay),
  },
  /** Online check-in of one room (spec 2, check-in details): arrival time, room preferences and housekeeping. */
  checkInDetails: {
    path: '/reservation/check-in-details.mi',
    getHref: (confirmationNumber: string) => roomHref('/reservation/check-in-details.mi', confirmationNumber),
  },
  /** The upgrade reservation page (spec 2): better rooms for one room's stay, in cash or points plus cash. */
  upgradeReservation: {
    path: '/reservation/upgradeReservation.mi',
    getHref: (confirmationNumber: string) => roomHref('/reservation/upgradeReservation.mi', confirmationNumber),
  },
  /** After a cancel: the cancelled rooms with their cancellation numbers, and what is still booked. */
  confirmReservationCancellation: {
    path: '/reservation/confirmReservationCancellation.mi',
    getHref: (confirmationNumber: string) => roomHref('/reservation/confirmReservationCancellation.mi', confirmationNumber),
  },
  /** Where a reservation page sends a browser whose lookup or session has expired (302, spec 4). */
  expiredSession: { path: '/reservation/expiredSession.mi', getHref: () => '/reservation/expiredSession.mi' },
  /** The reservation flow's error page: a reservation address that names nothing (307, spec 4). */
  reservationError: { path: '/reservation/800Page.mi', getHref: () => '/reservation/800Page.mi' },
  /** The join page; a sweepstakes' join link carries its `clientId`, a page that sends a visitor to join its `returnTo`. */
  joinNow: { path: '/loyalty/createAccount/createAccountPage1.mi', getHref: () => '/loyalty/createAccount/createAccountPage1.mi' },
  /** Where a join e-mail's link lands: the account is made there. The token travels in the fragment, as a reset link's. */
  finishJoining: {
    path: '/loyalty/createAccount/createAccountPage2.mi',
    getHref: (token: string, locale?: string | null) =>
      `/loyalty/createAccount/createAccountPage2.mi${locale ? `?locale=${encodeURIComponent(locale)}` : ''}#token=${encodeURIComponent(token)}`,
  },
  activateOnlineAccount: {
    path: '/loyalty/createAccount/activateOnlineAccount.mi',
    getHref: () => '/loyalty/createAccount/activateOnlineAccount.mi',
  },
  /** Asks for a password reset link by e-mail (spec: the password e-mail page). */
  forgotPassword: { path: '/emailPassword.mi', getHref: () => '/emailPassword.mi' },
  /**
   * Where a reset link lands: the new password form; with `activating`, an online account's first
   * password (a member who joined at a hotel). The token travels in the fragment (`#token=`), which
   * the browser never sends, so no server log, proxy or Referer ever holds it.
   */
  resetPassword: {
    path: '/resetPassword.mi',
    getHref: (token: string, locale?: string | null, { activating = false }: { activating?: boolean } = {}) => {
      const query = new URLSearchParams({ ...(activating ? { activate: 'true' } : {}), ...(locale ? { locale } : {}) }).toString();
      return `/resetPassword.mi${query ? `?${query}` : ''}#token=${encodeURIComponent(token)}`;
    },
  },
  hotelOverview: {
    path: '/hotels/:seoNickname/overview',
    getHref: (seoNickname: string) => `/hotels/${encodeURIComponent(seoNickname)}/overview`,
  },
  hotelReviews: {
    path: '/hotels/:seoNickname/reviews',
    getHref: (seoNickname: string) => `/hotels/${encodeURIComponent(seoNickname)}/reviews`,
  },
  /** The jewellery brand's location page, which its header links open in a new tab. */
  hotelLocation: {
    path: '/hotels/:seoNickname/location',
    getHref: (seoNickname: string) => `/hotels/${encodeURIComponent(seoNickname)}/location`,
  },
  /** A member's saved hotels; query: save, marshaCode, returnTo, and the heart's saveToken. */
  savedProperties: {
    path: '/loyalty/myAccount/saveProperties.mi',
    getHref: (query?: { save: boolean; marshaCode: string; returnTo: string; saveToken?: string | null }) =>
      query
        ? `/loyalty/myAccount/saveProperties.mi?${new URLSearchParams({
            save: String(query.save),
            marshaCode: query.marshaCode,
            returnTo: query.returnTo,
            ...(query.saveToken ? { [SAVE_TOKEN_PARAM]: query.saveToken } : {}),
          })}`
        : '/loyalty/myAccount/saveProperties.mi',
  },
} as const;
