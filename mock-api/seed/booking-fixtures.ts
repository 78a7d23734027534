import type { RatePlanMode } from '../booking/rate-plan-mode';

/**
 * What each demo hotel sells and on what terms (contract: docs/demo-data.md and the booking
 * tests rely on it). Amounts are in the hotel currency's minor units; nightly prices are drawn from
 * `baseNightlyMinor` by the seed (seed-booking-prices.ts), for every night of the coming year.
 */

/** A room type a hotel sells (a code of ROOM_TYPES) and how many rooms of it the hotel has. */
export type HotelRoomFixture = { code: string; roomsTotal: number };

export type HotelBookingFixture = {
  /** Award chart category, 1 to 8. */
  awardCategory: number;
  /** Taxes on each night's cash price, in basis points (1475 is 14.75 %). */
  taxBasisPoints: number;
  /** A fee per room and night, in minor units (NYC's $3.50 hotel unit fee is 350). */
  feePerRoomNightMinor: number;
  /** The standard room's flexible rate on a standard-season weeknight, before taxes. */
  baseNightlyMinor: number;
  /** In sort order: the first is the hotel's standard room. */
  rooms: HotelRoomFixture[];
  /** Spec 9 payment methods this hotel sets apart from its rate plans' own (migration 0010), by rate plan code. */
  paymentMethodCodes?: Record<string, string>;
};

// Most hotels keep the same shape: a standard room, two larger ones and a few suites.
const rooms = (...codes: string[]): HotelRoomFixture[] => {
  const counts = [30, 20, 10, 4];
  return codes.map((code, index) => ({ code, roomsTotal: counts[index] ?? 4 }));
};

/** Every fixture hotel's booking terms, by hotel code. */
export const HOTEL_BOOKING: Record<string, HotelBookingFixture> = {
  NYCTS: { awardCategory: 6, taxBasisPoints: 1475, feePerRoomNightMinor: 350, baseNightlyMinor: 42900, rooms: rooms('GKNG', 'GQQN', 'KNGD', 'STES') },
  LONKX: { awardCategory: 5, taxBasisPoints: 2000, feePerRoomNightMinor: 0, baseNightlyMinor: 27900, rooms: rooms('TWNS', 'KNGD', 'FAMR', 'STES') },
  SHAPD: { awardCategory: 5, taxBasisPoints: 1660, feePerRoomNightMinor: 0, baseNightlyMinor: 98000, rooms: rooms('GKNG', 'TWNS', 'EKNG', 'STES') },
  DXBBG: {
    awardCategory: 8,
    taxBasisPoints: 2200,
    // Dubai's Tourism Dirham: AED 20 a room a night.
    feePerRoomNightMinor: 2000,
    baseNightlyMinor: 189000,
    // A resort takes the first night as a deposit on its flexible rates (migration 0010).
    paymentMethodCodes: { FLEX: '4.PMT', MEMBER: '4.PMT' },
    rooms: [
      { code: 'DLXS', roomsTotal: 24 },
      { code: 'VILL', roomsTotal: 8 },
      { code: 'STES', roomsTotal: 4 },
    ],
  },
  BKKRV: { awardCategory: 4, taxBasisPoints: 1770, feePerRoomNightMinor: 0, baseNightlyMinor: 480000, rooms: rooms('DLXR', 'GKNG', 'FAMR', 'STES') },
  PAROP: { awardCategory: 6, taxBasisPoints: 1000, feePerRoomNightMinor: 520, baseNightlyMinor: 36500, rooms: rooms('SUPB', 'GKNG', 'TWNS', 'STES') },
  // Yen have no minor unit: ¥38,000 is 38000, and the ¥200 accommodation tax is 200.
  TYOGZ: { awardCategory: 6, taxBasisPoints: 1000, feePerRoomNightMinor: 200, baseNightlyMinor: 38000, rooms: rooms('TWNS', 'GKNG', 'KNGD', 'STES') },
  SYDCQ: { awardCategory: 5, taxBasisPoints: 1000, feePerRoomNightMinor: 0, baseNightlyMinor: 32900, rooms: rooms('GKNG', 'TWNS', 'FAMR', 'STES') },
  YTOFD: { awardCategory: 5, taxBasisPoints: 1700, feePerRoomNightMinor: 0, baseNightlyMinor: 31900, rooms: rooms('GKNG', 'GQQN', 'KNGD', 'STES') },
  MEXRF: { awardCategory: 4, taxBasisPoints: 1900, feePerRoomNightMinor: 0, baseNightlyMinor: 420000, rooms: rooms('GKNG', 'GQQN', 'FAMR', 'STES') },
  SAOPL: { awardCategory: 3, taxBasisPoints: 500, feePerRoomNightMinor: 0, baseNightlyMinor: 89000, rooms: rooms('GKNG', 'TWNS', 'KNGD', 'STES') },
  CPTVW: { awardCategory: 4, taxBasisPoints: 1500, feePerRoomNightMinor: 100, baseNightlyMinor: 320000, rooms: rooms('GKNG', 'TWNS', 'FAMR', 'STES') },
  SINMB: { awardCategory: 7, taxBasisPoints: 1990, feePerRoomNightMinor: 0, baseNightlyMinor: 52000, rooms: rooms('GKNG', 'TWNS', 'EKNG', 'STES') },
  ROMSP: { awardCategory: 5, taxBasisPoints: 1000, feePerRoomNightMinor: 700, baseNightlyMinor: 31000, rooms: rooms('GKNG', 'TWNS', 'FAMR', 'STES') },
  BERMT: { awardCategory: 4, taxBasisPoints: 1450, feePerRoomNightMinor: 0, baseNightlyMinor: 21900, rooms: rooms('GKNG', 'TWNS', 'KNGD', 'STES') },
  CHIMM: { awardCategory: 4, taxBasisPoints: 1740, feePerRoomNightMinor: 0, baseNightlyMinor: 31900, rooms: rooms('GKNG', 'GQQN', 'KNGD', 'STES') },
  SFOUS: { awardCategory: 5, taxBasisPoints: 1600, feePerRoomNightMinor: 300, baseNightlyMinor: 35900, rooms: rooms('GKNG', 'GQQN', 'KNGD', 'STES') },
  // Won have no minor unit either: ₩320,000 is 320000.
  SELGN: { awardCategory: 5, taxBasisPoints: 1000, feePerRoomNightMinor: 0, baseNightlyMinor: 320000, rooms: rooms('GKNG', 'TWNS', 'EKNG', 'STES') },
  ISTTK: { awardCategory: 3, taxBasisPoints: 1200, feePerRoomNightMinor: 0, baseNightlyMinor: 650000, rooms: rooms('GKNG', 'TWNS', 'FAMR', 'STES') },
  LISCH: { awardCategory: 4, taxBasisPoints: 600, feePerRoomNightMinor: 400, baseNightlyMinor: 24900, rooms: rooms('GKNG', 'TWNS', 'SUPB', 'STES') },
  AMSCR: { awardCategory: 5, taxBasisPoints: 1250, feePerRoomNightMinor: 0, baseNightlyMinor: 29900, rooms: rooms('GKNG', 'TWNS', 'KNGD', 'STES') },
  BOMBC: { awardCategory: 3, taxBasisPoints: 1800, feePerRoomNightMinor: 0, baseNightlyMinor: 1250000, rooms: rooms('GKNG', 'TWNS', 'EKNG', 'STES') },
};

export type Season = 'OFF_PEAK' | 'STANDARD' | 'PEAK';

/** Points a night of a standard room costs, by award category (1 to 8) and season. */
export const AWARD_CHART: Record<number, Record<Season, number>> = {
  1: { OFF_PEAK: 5_000, STANDARD: 7_500, PEAK: 10_000 },
  2: { OFF_PEAK: 10_000, STANDARD: 12_500, PEAK: 15_000 },
  3: { OFF_PEAK: 15_000, STANDARD: 17_500, PEAK: 20_000 },
  4: { OFF_PEAK: 20_000, STANDARD: 25_000, PEAK: 30_000 },
  5: { OFF_PEAK: 30_000, STANDARD: 35_000, PEAK: 40_000 },
  6: { OFF_PEAK: 40_000, STANDARD: 50_000, PEAK: 60_000 },
  7: { OFF_PEAK: 50_000, STANDARD: 60_000, PEAK: 70_000 },
  8: { OFF_PEAK: 70_000, STANDARD: 85_000, PEAK: 100_000 },
};

export type RatePlanFixture = {
  code: string;
  name: string;
  mode: RatePlanMode;
  isMemberRate: boolean;
  isPrepaidNonRefundable: boolean;
  discountBasisPoints: number;
  pointsShareBasisPoints: number;
  /** Free to cancel until 16:00 hotel time this many days before arrival; null: never. */
  freeCancellationDays: number | null;
  /** Spec 9 payment method (migration 0010): a prepaid rate charges the stay at booking, a points rate is the Plus guarantee. */
  paymentMethodCode: string;
  /** Spec 3 rules text, by locale, line by line. */
  rules: Record<'en-US' | 'es-ES', string[]>;
};

// The cancellation policy is not repeated in the rules: the pages word it once, from the catalogue (migration 0032).

/** The rate plans every hotel sells, in the order the rate list shows them (spec 9 rate modes). */
export const RATE_PLANS: RatePlanFixture[] = [
  {
    code: 'FLEX',
    name: 'Flexible rate',
    mode: 'CASH',
    isMemberRate: false,
    isPrepaidNonRefundable: false,
    discountBasisPoints: 0,
    pointsShareBasisPoints: 0,
    freeCancellationDays: 2,
    paymentMethodCode: '5.PMT',
    rules: { 'en-US': ['Pay at the hotel.'], 'es-ES': ['Pago en el hotel.'] },
  },
  {
    code: 'MEMBER',
    name: 'Member rate',
    mode: 'CASH',
    isMemberRate: true,
    isPrepaidNonRefundable: false,
    discountBasisPoints: 900,
    pointsShareBasisPoints: 0,
    freeCancellationDays: 2,
    paymentMethodCode: '5.PMT',
    rules: {
      'en-US': ['For Portico Rewards members: sign in to book it.', 'Pay at the hotel.'],
      'es-ES': ['Para socios de Portico Rewards: inicia sesión para reservarla.', 'Pago en el hotel.'],
    },
  },
  {
    code: 'PREPAY',
    name: 'Prepay and save',
    mode: 'CASH',
    isMemberRate: false,
    isPrepaidNonRefundable: true,
    discountBasisPoints: 1500,
    pointsShareBasisPoints: 0,
    freeCancellationDays: null,
    paymentMethodCode: '1.PMT',
    rules: {
      'en-US': ['Paid in full when you book.', 'Not refundable: cancelling or changing the stay costs all of it.'],
      'es-ES': ['Se paga por completo al reservar.', 'No reembolsable: cancelar o cambiar la estancia cuesta su importe total.'],
    },
  },
  {
    code: 'POINTS',
    name: 'Points',
    mode: 'POINTS',
    isMemberRate: false,
    isPrepaidNonRefundable: false,
    discountBasisPoints: 0,
    pointsShareBasisPoints: 0,
    freeCancellationDays: 2,
    paymentMethodCode: '25.PMT',
    rules: {
      'en-US': ['Paid with Portico Rewards points; taxes and fees are included.'],
      'es-ES': ['Se paga con puntos Portico Rewards; impuestos y tasas incluidos.'],
    },
  },
  {
    code: 'CASH_POINTS',
    name: 'Cash and points',
    mode: 'CASH_AND_POINTS',
    isMemberRate: false,
    isPrepaidNonRefundable: false,
    discountBasisPoints: 0,
    pointsShareBasisPoints: 5000,
    freeCancellationDays: 2,
    paymentMethodCode: '5.PMT',
    rules: {
      'en-US': ['Half of each night in points, half at the flexible rate.', 'Taxes and fees apply to the cash part.'],
      'es-ES': ['La mitad de cada noche en puntos y la otra mitad a la tarifa flexible.', 'Los impuestos y tasas se aplican a la parte en efectivo.'],
    },
  },
  {
    code: 'UPGRADE',
    name: 'Points plus cash upgrade',
    mode: 'POINTS_PLUS_CASH_UPGRADE',
    isMemberRate: false,
    isPrepaidNonRefundable: false,
    discountBasisPoints: 0,
    pointsShareBasisPoints: 0,
    freeCancellationDays: 2,
    paymentMethodCode: '5.PMT',
    rules: {
      'en-US': ["The standard room's points, plus cash for the better room.", 'Taxes and fees apply to the cash supplement.'],
      'es-ES': ['Los puntos de la habitación estándar más un suplemento en efectivo por la habitación superior.', 'Los impuestos y tasas se aplican al suplemento.'],
    },
  },
];

/** Each fixture member's points when first seeded (spec: currentPointBalance), by e-mail. */
export const POINTS_BALANCES: Record<string, number> = {
  'ava.morgan@example.com': 45_000,
  'liam.chen@example.com': 250_000,
  'sofia.reyes@example.com': 12_000,
};

/**
 * A night with no room of any type free, so a stay over it is no exact match: at NYCTS, 45 days after
 * seeding (a 2-night stay arriving day 44 or 45 is offered the closest free stay instead).
 */
export const SOLD_OUT_NIGHT = { hotelCode: 'NYCTS', daysFromSeeding: 45 } as const;
