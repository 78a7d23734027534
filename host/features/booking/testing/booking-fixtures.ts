import { nightsBetween, type SearchCriteria } from '../../../../shared/booking/search-criteria';
import { addDays } from '../../../../shared/booking/search-criteria';
import type {
  AvailabilitySelectionFieldsFragment,
  NightlyProductsQuery,
  MoneyFieldsFragment,
  RateMode,
  SearchProductsByPropertyQuery,
} from '../../../../shared/graphql/generated/graphql';

/**
 * Builders of the booking operations' answers for component tests: a hotel, its rooms and rates,
 * priced as the contract describes (money in minor units, member prices hidden from visitors).
 * Used only by tests.
 */

export type SearchAnswer = NonNullable<SearchProductsByPropertyQuery['searchProductsByProperty']>;
export type RoomOfferFixture = SearchAnswer['rooms'][number];
export type RateOfferFixture = RoomOfferFixture['rates'][number];

/** The day the booking tests take as today (their Date is fixed to noon of it). */
export const TEST_TODAY = '2026-06-01';

export const usd = (value: number): MoneyFieldsFragment => ({ value, valueDecimalPoint: 2, currency: 'USD' });

export function criteriaFixture(overrides: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    propertyId: 'NYCTS',
    checkInDate: '2026-07-03',
    checkOutDate: '2026-07-05',
    numRooms: 1,
    numAdultsPerRoom: 2,
    numChildrenPerRoom: 0,
    rewardsRedemption: false,
    ...overrides,
  };
}

export function selectionFixture(criteria: SearchCriteria): AvailabilitySelectionFieldsFragment {
  return { ...criteria, lengthOfStay: nightsBetween(criteria.checkInDate, criteria.checkOutDate) };
}

/** The hotel every booking test books at, as the hotel-header fields carry it (rate list and cart alike). */
export function hotelFixture(overrides: Partial<SearchAnswer['property']> = {}): SearchAnswer['property'] {
  return {
    id: 'NYCTS',
    seoNickname: 'nycts-portico-times-square',
    timeZone: 'America/New_York',
    basicInformation: { name: 'Portico Times Square', latitude: 40.758, longitude: -73.9855, currency: 'USD', brand: { id: 'MC' } },
    contactInformation: {
      address: {
        line1: '1535 Broadway',
        line2: null,
        line3: null,
        city: 'New York',
        postalCode: '10036',
        stateProvince: { code: 'NY', description: 'New York' },
        country: { code: 'US', description: 'United States' },
      },
      contactNumbers: [{ number: '+12123981900', display: '+1 212-398-1900', type: { code: 'phone' } }],
    },
    reviews: { stars: { count: 4 }, numberOfReviews: { count: 120 } },
    media: { primaryImage: null, hotelLogo: null },
    ...overrides,
  };
}

/** The terms the seed's refundable rates have for criteriaFixture's stay: free until 16:00 in New York two days before arrival. */
export const FREE_UNTIL_TWO_DAYS_BEFORE: RateOfferFixture['cancellationPolicy'] = { isRefundable: true, freeCancellationUntil: '2026-07-01T20:00:00.000Z' };
export const NON_REFUNDABLE: RateOfferFixture['cancellationPolicy'] = { isRefundable: false, freeCancellationUntil: null };

type CashRateOptions = { mode?: RateMode; isMemberRate?: boolean; was?: number; isPriced?: boolean; taxRate?: number; nights?: number };

/** A cash rate: `nightly` in cents before taxes; taxes at 15 % unless told; `was` the flexible rate's nightly price. */
export function cashRate(code: string, name: string, nightly: number, options: CashRateOptions = {}): RateOfferFixture {
  const { mode = 'CASH', isMemberRate = false, was, isPriced = true, taxRate = 0.15, nights = 2 } = options;
  const withTaxes = (amount: number) => Math.round(amount * (1 + taxRate));
  const isPrepaidNonRefundable = code === 'PREPAY';
  return {
    ratePlan: { code, name, mode, isMemberRate, isPrepaidNonRefundable },
    cancellationPolicy: isPrepaidNonRefundable ? NON_REFUNDABLE : FREE_UNTIL_TWO_DAYS_BEFORE,
    price: isPriced
      ? {
          cash: {
            averageNightly: usd(nightly),
            averageNightlyWithTaxes: usd(withTaxes(nightly)),
            wasAverageNightly: was === undefined ? null : usd(was),
            wasAverageNightlyWithTaxes: was === undefined ? null : usd(withTaxes(was)),
            subtotal: usd(nightly * nights),
            taxesAndFees: usd(withTaxes(nightly) * nights - nightly * nights),
            total: usd(withTaxes(nightly) * nights),
          },
          points: null,
        }
      : null,
  };
}

/** A points rate (pure points, or points with a cash part for the mixed modes). */
export function pointsRate(code: string, name: string, perNight: number, mode: RateMode = 'POINTS', cashNightly?: number): RateOfferFixture {
  const cash = cashRate(code, name, cashNightly ?? 0).price?.cash ?? null;
  return {
    ratePlan: { code, name, mode, isMemberRate: false, isPrepaidNonRefundable: false },
    cancellationPolicy: FREE_UNTIL_TWO_DAYS_BEFORE,
    price: { cash: cashNightly === undefined ? null : cash, points: { perNight, total: perNight * 2 } },
  };
}

export function roomOffer(code: string, name: string, rates: RateOfferFixture[], roomsLeft = 4): RoomOfferFixture {
  return {
    roomsLeft,
    roomType: {
      code,
      name,
      description: `${name} with a view of the city.`,
      bedding: code === 'QUEEN' ? '2 Queen beds' : '1 King bed',
      sizeSquareMeters: code === 'QUEEN' ? 30 : 28,
      maxOccupancy: code === 'QUEEN' ? 4 : 3,
      features: [
        { code: 'V9', categoryCode: 'FEATHER', description: 'Feather-free bedding' },
        { code: 'H1', categoryCode: 'FLOOR', description: 'High floor' },
      ],
      images: [
        {
          alt: `${name}, the bed and the window`,
          mobile: `/images/rooms/${code.toLowerCase()}.svg?width=358&height=160`,
          tablet: `/images/rooms/${code.toLowerCase()}.svg?width=451&height=366`,
          desktop: `/images/rooms/${code.toLowerCase()}.svg?width=562&height=366`,
        },
      ],
    },
    rates,
  };
}

/** The king room's rates in the server's order (the flexible rate first, the prepaid one last) as a visitor sees them: the member rate unpriced. */
export function kingRates({ isMember }: { isMember: boolean }): RateOfferFixture[] {
  return [
    cashRate('FLEX', 'Flexible rate', 45900),
    cashRate('MEMBER', 'Member rate', 42000, { isMemberRate: true, was: 45900, isPriced: isMember }),
    cashRate('AAA', 'AAA rate', 45000, { was: 45900 }),
    cashRate('PREPAY', 'Prepay and save', 40000, { was: 45900 }),
  ];
}

export function searchAnswer(overrides: Partial<SearchAnswer> = {}, criteria: SearchCriteria = criteriaFixture()): SearchAnswer {
  const isMember = overrides.isMember ?? false;
  return {
    property: hotelFixture(),
    requested: selectionFixture(criteria),
    offered: selectionFixture(criteria),
    isExactMatch: true,
    rateModes: isMember ? ['CASH', 'POINTS', 'CASH_AND_POINTS'] : ['CASH'],
    isMember,
    currentPointBalance: isMember ? 48250 : null,
    rooms: [
      roomOffer('KING', 'Deluxe King Room', [...kingRates({ isMember }), ...(isMember ? [pointsRate('PTS', 'Points stay', 30000), pointsRate('CP', 'Cash and points', 15000, 'CASH_AND_POINTS', 10000)] : [])], 3),
      roomOffer('QUEEN', 'Deluxe Queen Room', [cashRate('FLEX', 'Flexible rate', 49900)], 1),
    ],
    ...overrides,
  };
}

/** A month of nightly prices: $199.00 plus a dollar a day, the days in `soldOut` sold out, days before TEST_TODAY unpriced. */
export function nightlyMonthFixture(month: string, soldOut: readonly string[] = []): NonNullable<NightlyProductsQuery['nightlyProducts']> {
  const days: NonNullable<NightlyProductsQuery['nightlyProducts']>['days'] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    const isSoldOut = soldOut.includes(day);
    const isPast = day < TEST_TODAY;
    days.push({ date: day, isSoldOut, lowestNightly: isSoldOut || isPast ? null : usd(19900 + Number(day.slice(8)) * 100) });
  }
  return { month, property: { id: 'NYCTS', basicInformation: { name: 'Portico Times Square', currency: 'USD' } }, days };
}
