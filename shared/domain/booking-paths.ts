import { hotelSearchParamsOf, type HotelSearchRequest } from '../booking/hotel-search-request';
import { searchParamsOf, type SearchCriteria } from '../booking/search-criteria';

const withSearch = (path: string, criteria: SearchCriteria, extra: Record<string, string> = {}) => {
  const params = searchParamsOf(criteria);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `${path}?${params}`;
};

/**
 * The booking pages of the host (contract: embedding pages and tests use them), apart from `hostPaths`
 * so that a page or overlay that never books does not carry the search rules these addresses are built
 * with.
 */
export const bookingPaths = {
  /** The hotels of a destination for a stay (the home page's search): photo, price from, rating and distance. */
  findHotels: {
    path: '/search/findHotels.mi',
    getHref: (request: HotelSearchRequest) => `/search/findHotels.mi?${hotelSearchParamsOf(request)}`,
  },
  /** The availability search form; the query string carries a search to start from (spec: availability page). */
  availability: {
    path: '/reservation/availability.mi',
    getHref: (criteria?: SearchCriteria) => (criteria ? withSearch('/reservation/availability.mi', criteria) : '/reservation/availability.mi'),
  },
  /** The same form under its other spec name. */
  availabilitySearch: { path: '/reservation/availabilitySearch.mi', getHref: () => '/reservation/availabilitySearch.mi' },
  /** A month of one hotel with each day's lowest nightly rate; picking days fills the search. */
  availabilityCalendar: {
    path: '/search/availabilityCalendar.mi',
    getHref: (criteria: SearchCriteria) => withSearch('/search/availabilityCalendar.mi', criteria),
  },
  /** The rate list (RLM) for a search; where an invalid or expired cart sends the browser (302, spec 4). */
  rateList: {
    path: '/reservation/rateListMenu.mi',
    getHref: (criteria: SearchCriteria) => withSearch('/reservation/rateListMenu.mi', criteria),
  },
  /** The rate list with one room type's detail modal open. */
  roomPool: {
    path: '/reservation/ersViewRoomPool.mi',
    getHref: (criteria: SearchCriteria, roomTypeCode: string) => withSearch('/reservation/ersViewRoomPool.mi', criteria, { roomTypeCode }),
  },
  /** The rate list with one rate's detail modal open (rules, cancellation policy, nightly breakdown). */
  rateRules: {
    path: '/reservation/ersViewRateRules.mi',
    getHref: (criteria: SearchCriteria, roomTypeCode: string, ratePlanCode: string) =>
      withSearch('/reservation/ersViewRateRules.mi', criteria, { roomTypeCode, ratePlanCode }),
  },
  /** Guest information for a cart; the server sends an invalid cart to the rate list and an ended session to expiredSession (302). */
  guestInfo: {
    path: '/reservation/guestInfo.mi',
    getHref: (cartId: string) => `/reservation/guestInfo.mi?${new URLSearchParams({ cartId })}`,
  },
  /** The review of the whole booking, paid, before Book now; guarded on the server as guest info is. */
  reviewDetails: {
    path: '/reservation/reviewDetails.mi',
    getHref: (cartId: string) => `/reservation/reviewDetails.mi?${new URLSearchParams({ cartId })}`,
  },
  /** The same review under its other spec name (spec 2, guest info and review). */
  reviewGuestInformation: {
    path: '/reservation/reviewguestinformation.mi',
    getHref: (cartId: string) => `/reservation/reviewguestinformation.mi?${new URLSearchParams({ cartId })}`,
  },
  /**
   * The confirmation of a booked order, named by the confirmation number of its first room. Readable by
   * the browser that booked it (while its booking session lives), the member it belongs to, or a lookup.
   */
  confirmation: {
    path: '/reservation/confirmation.mi',
    getHref: (confirmationNumber: string) => `/reservation/confirmation.mi?${new URLSearchParams({ confirmationNumber })}`,
  },
  /** Book now lost the last rooms to another guest (ROOMS_SOLD_OUT): search again from the same stay. */
  unsuccessfulSell: {
    path: '/reservation/unsuccessfulSell.mi',
    getHref: (criteria: SearchCriteria) => withSearch('/reservation/unsuccessfulSell.mi', criteria),
  },
  /** The room or rate is no longer sold for the stay (PRODUCTS_UNAVAILABLE): search again from the same stay. */
  productsUnavailable: {
    path: '/reservation/productsUnavailable.mi',
    getHref: (criteria: SearchCriteria) => withSearch('/reservation/productsUnavailable.mi', criteria),
  },
  /** A visitor who just booked joins the programme and the booking is attached to the new account. */
  joinAndSaveReservation: {
    path: '/reservation/joinAndSaveReservation.mi',
    getHref: (confirmationNumber: string) => `/reservation/joinAndSaveReservation.mi?${new URLSearchParams({ confirmationNumber })}`,
  },
  /** A signed-in member saves a booking made without an account to my trips. */
  saveToMyTrips: {
    path: '/reservation/saveToMyTrips.mi',
    getHref: (confirmationNumber: string) => `/reservation/saveToMyTrips.mi?${new URLSearchParams({ confirmationNumber })}`,
  },
  /** Where a member short of points for a cart's points rate sees what they lack and how to get it. */
  topUpPoints: {
    path: '/loyalty/redeem/topUpPoints.mi',
    getHref: (cartId: string) => `/loyalty/redeem/topUpPoints.mi?${new URLSearchParams({ cartId })}`,
  },
} as const;
