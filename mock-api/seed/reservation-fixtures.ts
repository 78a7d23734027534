/**
 * The demo orders every database gains (contract: docs/demo-data.md, the API tests and the end-to-end tests
 * rely on them). Dates are relative to the day of seeding; amounts are in the currency's minor units.
 * Every stay state the pages show is real on the day of seeding: pre-arrival, checked in online, in
 * house, stayed (past) and cancelled.
 */

/** The fixture confirmation numbers, by what each is for. */
export const FIXTURE_CONFIRMATION_NUMBERS = {
  /** Ava Morgan at NYCTS, 2 nights from 30 days after seeding, one king room, flexible rate (USD). Never cancelled by a test. */
  avaUpcoming: '71234567',
  /** Ava at TYOGZ, 3 nights ending 37 days before seeding (JPY, no decimals). */
  avaPast: '71234570',
  /** Ava at BKKRV, 45 days out, cancelled free of charge 3 days before seeding. */
  avaCancelled: '71234571',
  /** Liam Chen at LONKX, 14 days out, 3 nights, room 1 of 2 (GBP, member rate); Suite Night Award requested. */
  liamLondonRoom1: '82345671',
  /** Room 2 of the same order: Daniel and Ngozi Okafor. */
  liamLondonRoom2: '82345672',
  /** Liam at NYCTS, 21 days out, room 1 of 2: for tests that cancel (one room in one test, all in another). */
  liamNewYorkRoom1: '82345681',
  liamNewYorkRoom2: '82345682',
  /** Liam at SHAPD: checked in yesterday, leaving in 2 days (CHECKED_IN_HOUSE); Suite Night Award guaranteed. */
  liamInHouse: '82345691',
  /** Liam at PAROP, 2 nights ending 58 days before seeding. */
  liamPast: '82345701',
  /** Liam at DXBBG, 60 days out, cancelled 10 days before seeding. */
  liamCancelled: '82345711',
  /** Liam at BKKRV, arriving the day after seeding, checked in online (CHECK_IN_MODIFIABLE); prepaid, never free to cancel. */
  liamCheckedInOnline: '82345721',
  /** Olivia Brown at CHIMM, 10 days out, booked without an account: only a lookup shows it. */
  visitorBooking: '91234561',
  /** Grace Kim at NYCTS, arriving the day after seeding, 1 night, booked without an account: online check-in is open (CHECK_IN_ELIGIBLE). */
  visitorCheckInOpen: '91234571',
} as const;

export type SuiteNightAwardFixture = 'requested' | 'guaranteed' | 'pending' | 'denied' | 'removed' | 'forfeited' | 'cancelled';

export type GuestFixture = { title: string | null; givenName: string; surname: string; isPrimary: boolean };

export type RoomFixture = {
  confirmationNumber: string;
  inventoryTypeCode: string;
  name: string;
  description: string;
  features: string[];
  adults: number;
  children: number;
  nightlyRate: number;
  /** Taxes and fees of the whole stay. */
  taxes: number;
  lateCancellationCharge: number;
  suiteNightAward: SuiteNightAwardFixture | null;
  guests: GuestFixture[];
};

/** What had happened to the stay by the day of seeding. */
export type StayFixture =
  | { kind: 'booked' }
  | { kind: 'checkedInOnline' }
  | { kind: 'inHouse' }
  | { kind: 'stayed' }
  | { kind: 'cancelled'; daysBeforeSeeding: number };

export type OrderFixture = {
  /** The member who booked it; null for a visitor's booking. */
  memberEmail: string | null;
  hotelCode: string;
  currency: string;
  arrivalDaysFromSeeding: number;
  nights: number;
  ratePlan: string;
  isMemberRate: boolean;
  /** Free to cancel until midnight (UTC) this many days before the arrival day; null: never free. */
  freeCancellationDaysBeforeArrival: number | null;
  stay: StayFixture;
  rooms: RoomFixture[];
};

const AVA = 'ava.morgan@example.com';
const LIAM = 'liam.chen@example.com';
const n = FIXTURE_CONFIRMATION_NUMBERS;

const guest = (title: string | null, givenName: string, surname: string, isPrimary = false): GuestFixture => ({ title, givenName, surname, isPrimary });

const NYCTS_KING = {
  inventoryTypeCode: 'GKNG',
  name: 'One King Bed Guest Room',
  description: 'A quiet king room above Broadway with a work desk and a rain shower.',
  features: ['1 king bed', 'City view', '28 m²'],
};

export const ORDER_FIXTURES: OrderFixture[] = [
  {
    memberEmail: AVA,
    hotelCode: 'NYCTS',
    currency: 'USD',
    arrivalDaysFromSeeding: 30,
    nights: 2,
    ratePlan: 'Flexible rate',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: 2,
    stay: { kind: 'booked' },
    rooms: [
      {
        confirmationNumber: n.avaUpcoming,
        ...NYCTS_KING,
        adults: 1,
        children: 0,
        nightlyRate: 45900,
        taxes: 13541,
        lateCancellationCharge: 45900,
        suiteNightAward: null,
        guests: [guest('Ms', 'Ava', 'Morgan', true)],
      },
    ],
  },
  {
    memberEmail: AVA,
    hotelCode: 'TYOGZ',
    currency: 'JPY',
    arrivalDaysFromSeeding: -40,
    nights: 3,
    ratePlan: 'Flexible rate',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: 1,
    stay: { kind: 'stayed' },
    rooms: [
      {
        confirmationNumber: n.avaPast,
        inventoryTypeCode: 'TWNS',
        name: 'Superior Twin Room',
        description: 'Two beds over Chuo-dori, with a deep bath and blackout blinds.',
        features: ['2 single beds', 'Street view', '26 m²'],
        adults: 2,
        children: 0,
        nightlyRate: 38000,
        taxes: 11400,
        lateCancellationCharge: 38000,
        suiteNightAward: null,
        guests: [guest('Ms', 'Ava', 'Morgan', true), guest('Mr', 'James', 'Morgan')],
      },
    ],
  },
  {
    memberEmail: AVA,
    hotelCode: 'BKKRV',
    currency: 'THB',
    arrivalDaysFromSeeding: 45,
    nights: 2,
    ratePlan: 'Flexible rate',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: 3,
    stay: { kind: 'cancelled', daysBeforeSeeding: 3 },
    rooms: [
      {
        confirmationNumber: n.avaCancelled,
        inventoryTypeCode: 'DLXR',
        name: 'Deluxe Room, River View',
        description: 'A bright room over the Chao Phraya with a window seat.',
        features: ['1 king bed', 'River view', '38 m²'],
        adults: 1,
        children: 0,
        nightlyRate: 520000,
        taxes: 184080,
        lateCancellationCharge: 520000,
        suiteNightAward: null,
        guests: [guest('Ms', 'Ava', 'Morgan', true)],
      },
    ],
  },
  {
    memberEmail: LIAM,
    hotelCode: 'LONKX',
    currency: 'GBP',
    arrivalDaysFromSeeding: 14,
    nights: 3,
    ratePlan: 'Member flexible rate',
    isMemberRate: true,
    freeCancellationDaysBeforeArrival: 1,
    stay: { kind: 'booked' },
    rooms: [
      {
        confirmationNumber: n.liamLondonRoom1,
        inventoryTypeCode: 'KNGD',
        name: 'Deluxe King Room',
        description: 'A corner room over Pancras Square with a sofa and a walk-in shower.',
        features: ['1 king bed', 'Square view', '30 m²'],
        adults: 2,
        children: 0,
        nightlyRate: 32900,
        taxes: 19740,
        lateCancellationCharge: 32900,
        suiteNightAward: 'requested',
        guests: [guest('Mr', 'Liam', 'Chen', true), guest('Ms', 'Mei', 'Chen')],
      },
      {
        confirmationNumber: n.liamLondonRoom2,
        inventoryTypeCode: 'TWNS',
        name: 'Superior Twin Room',
        description: 'Two beds facing the quiet courtyard.',
        features: ['2 single beds', 'Courtyard view', '24 m²'],
        adults: 2,
        children: 0,
        nightlyRate: 27900,
        taxes: 16740,
        lateCancellationCharge: 27900,
        suiteNightAward: null,
        guests: [guest('Mr', 'Daniel', 'Okafor', true), guest('Mrs', 'Ngozi', 'Okafor')],
      },
    ],
  },
  {
    memberEmail: LIAM,
    hotelCode: 'NYCTS',
    currency: 'USD',
    arrivalDaysFromSeeding: 21,
    nights: 2,
    ratePlan: 'Flexible rate',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: 2,
    stay: { kind: 'booked' },
    rooms: [
      {
        confirmationNumber: n.liamNewYorkRoom1,
        ...NYCTS_KING,
        adults: 1,
        children: 0,
        nightlyRate: 42900,
        taxes: 12655,
        lateCancellationCharge: 42900,
        suiteNightAward: null,
        guests: [guest('Mr', 'Liam', 'Chen', true)],
      },
      {
        confirmationNumber: n.liamNewYorkRoom2,
        inventoryTypeCode: 'GQQN',
        name: 'Two Queen Beds Guest Room',
        description: 'Room for a family, with two queen beds and a view up Seventh Avenue.',
        features: ['2 queen beds', 'City view', '32 m²'],
        adults: 1,
        children: 1,
        nightlyRate: 47900,
        taxes: 14131,
        lateCancellationCharge: 47900,
        suiteNightAward: null,
        guests: [guest('Ms', 'Mei', 'Chen', true), guest(null, 'Leo', 'Chen')],
      },
    ],
  },
  {
    memberEmail: LIAM,
    hotelCode: 'SHAPD',
    currency: 'CNY',
    arrivalDaysFromSeeding: -1,
    nights: 3,
    ratePlan: 'Member rate',
    isMemberRate: true,
    freeCancellationDaysBeforeArrival: 1,
    stay: { kind: 'inHouse' },
    rooms: [
      {
        confirmationNumber: n.liamInHouse,
        inventoryTypeCode: 'EKNG',
        name: 'Executive King Room',
        description: 'High over the Huangpu, with lounge access and a view of the Bund.',
        features: ['1 king bed', 'River view', '45 m²'],
        adults: 1,
        children: 0,
        nightlyRate: 128000,
        taxes: 25344,
        lateCancellationCharge: 128000,
        suiteNightAward: 'guaranteed',
        guests: [guest('Mr', 'Liam', 'Chen', true)],
      },
    ],
  },
  {
    memberEmail: LIAM,
    hotelCode: 'PAROP',
    currency: 'EUR',
    arrivalDaysFromSeeding: -60,
    nights: 2,
    ratePlan: 'Member rate',
    isMemberRate: true,
    freeCancellationDaysBeforeArrival: 1,
    stay: { kind: 'stayed' },
    rooms: [
      {
        confirmationNumber: n.liamPast,
        inventoryTypeCode: 'SUPB',
        name: 'Superior Room with Balcony',
        description: 'A Haussmann room with a balcony over Rue Auber.',
        features: ['1 queen bed', 'Balcony', '25 m²'],
        adults: 1,
        children: 0,
        nightlyRate: 36500,
        taxes: 7300,
        lateCancellationCharge: 36500,
        suiteNightAward: 'denied',
        guests: [guest('Mr', 'Liam', 'Chen', true)],
      },
    ],
  },
  {
    memberEmail: LIAM,
    hotelCode: 'DXBBG',
    currency: 'AED',
    arrivalDaysFromSeeding: 60,
    nights: 4,
    ratePlan: 'Member flexible rate',
    isMemberRate: true,
    freeCancellationDaysBeforeArrival: 7,
    stay: { kind: 'cancelled', daysBeforeSeeding: 10 },
    rooms: [
      {
        confirmationNumber: n.liamCancelled,
        inventoryTypeCode: 'DLXS',
        name: 'Deluxe Sea View Room',
        description: 'A room facing the Gulf, with a terrace and a soaking tub.',
        features: ['1 king bed', 'Sea view', '52 m²'],
        adults: 2,
        children: 0,
        nightlyRate: 189000,
        taxes: 151200,
        lateCancellationCharge: 189000,
        suiteNightAward: 'cancelled',
        guests: [guest('Mr', 'Liam', 'Chen', true), guest('Ms', 'Mei', 'Chen')],
      },
    ],
  },
  {
    memberEmail: LIAM,
    hotelCode: 'BKKRV',
    currency: 'THB',
    arrivalDaysFromSeeding: 1,
    nights: 2,
    ratePlan: 'Prepaid rate, non-refundable',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: null,
    stay: { kind: 'checkedInOnline' },
    rooms: [
      {
        confirmationNumber: n.liamCheckedInOnline,
        inventoryTypeCode: 'DLXR',
        name: 'Deluxe Room, River View',
        description: 'A bright room over the Chao Phraya with a window seat.',
        features: ['1 king bed', 'River view', '38 m²'],
        adults: 1,
        children: 0,
        nightlyRate: 480000,
        taxes: 169920,
        lateCancellationCharge: 1129920,
        suiteNightAward: null,
        guests: [guest('Mr', 'Liam', 'Chen', true)],
      },
    ],
  },
  {
    memberEmail: null,
    hotelCode: 'CHIMM',
    currency: 'USD',
    arrivalDaysFromSeeding: 10,
    nights: 1,
    ratePlan: 'Flexible rate',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: 1,
    stay: { kind: 'booked' },
    rooms: [
      {
        confirmationNumber: n.visitorBooking,
        inventoryTypeCode: 'GKNG',
        name: 'One King Bed Guest Room',
        description: 'A king room over the Magnificent Mile.',
        features: ['1 king bed', 'City view', '27 m²'],
        adults: 1,
        children: 0,
        nightlyRate: 31900,
        taxes: 5550,
        lateCancellationCharge: 31900,
        suiteNightAward: null,
        guests: [guest('Ms', 'Olivia', 'Brown', true)],
      },
    ],
  },
  {
    memberEmail: null,
    hotelCode: 'NYCTS',
    currency: 'USD',
    arrivalDaysFromSeeding: 1,
    nights: 1,
    ratePlan: 'Flexible rate',
    isMemberRate: false,
    freeCancellationDaysBeforeArrival: 0,
    stay: { kind: 'booked' },
    rooms: [
      {
        confirmationNumber: n.visitorCheckInOpen,
        ...NYCTS_KING,
        adults: 2,
        children: 0,
        nightlyRate: 42900,
        taxes: 6678,
        lateCancellationCharge: 42900,
        suiteNightAward: null,
        guests: [guest('Ms', 'Grace', 'Kim', true), guest('Mr', 'Daniel', 'Kim')],
      },
    ],
  },
];
