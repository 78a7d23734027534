/**
 * The kinds of room the demo hotels sell, by room type code, and the spec 9 room codes their features
 * are described with. Each hotel picks some of these in `booking-fixtures.ts`. The codes of the
 * fixture reservations (GKNG, GQQN, TWNS, KNGD, EKNG, DLXR, DLXS, SUPB) are among them, so a booked
 * room is a room type its hotel sells.
 */

/** A spec 9 room code in one of its categories (spec 3, attribute: category code and description). */
export type RoomFeatureCodeFixture = { categoryCode: string; code: string; description: string };

/**
 * Spec 9 names the codes and their categories but not what they mean; the meanings are ours. A code
 * in two categories (V9, B5, F2, Y2, H1, L2) has a description in each.
 */
export const ROOM_FEATURE_CODES: RoomFeatureCodeFixture[] = [
  { categoryCode: 'ROOM_FEATURE', code: 'C2', description: 'Connecting room available' },
  { categoryCode: 'ROOM_FEATURE', code: 'R1', description: 'Accessible room with roll-in shower' },
  { categoryCode: 'ROOM_FEATURE', code: 'V9', description: 'Hypoallergenic room' },
  { categoryCode: 'ROOM_FEATURE', code: 'Y2', description: 'Pillow menu' },
  { categoryCode: 'ROOM_FEATURE', code: 'F2', description: 'Foam pillows' },
  { categoryCode: 'ROOM_FEATURE', code: 'B5', description: 'Down duvet' },
  { categoryCode: 'FEATHER', code: 'V9', description: 'Feather-free bedding' },
  { categoryCode: 'FEATHER', code: 'B5', description: 'Feather and down bedding' },
  { categoryCode: 'PILLOW', code: 'V9', description: 'Hypoallergenic pillows' },
  { categoryCode: 'PILLOW', code: 'F2', description: 'Foam pillows' },
  { categoryCode: 'PILLOW', code: 'Y2', description: 'Choice of pillows from the pillow menu' },
  { categoryCode: 'FLOOR', code: 'H1', description: 'High floor' },
  { categoryCode: 'FLOOR', code: 'L2', description: 'Low floor' },
  { categoryCode: 'ROOM_LOCATION', code: 'H1', description: 'Away from the lifts' },
  { categoryCode: 'ROOM_LOCATION', code: 'L2', description: 'Near the lifts' },
  { categoryCode: 'ROOM_LOCATION', code: 'N1', description: 'On the quiet side of the building' },
  { categoryCode: 'STAY', code: 'E1', description: 'Kitchenette for longer stays' },
  { categoryCode: 'BATHROOM', code: 'E6', description: 'Separate bathtub and walk-in shower' },
  { categoryCode: 'EXTRA', code: 'RF', description: 'Refrigerator in the room' },
];

/** One room type as a hotel sells it; prices and counts are the hotel's (`booking-fixtures.ts`). */
export type RoomTypeFixture = {
  code: string;
  name: string;
  description: string;
  bedding: string;
  sizeSquareMeters: number;
  maxOccupancy: number;
  /** Its flexible rate against the hotel's base price, in basis points (12500: a quarter dearer). */
  priceFactorBasisPoints: number;
  /** Points a night costs over the hotel's award chart. */
  pointsPremium: number;
  /** A suite: what a Suite Night Award upgrades a room to (migration 0015). */
  isSuite?: boolean;
  /** [category code, code] pairs of ROOM_FEATURE_CODES, in the order shown. */
  features: [string, string][];
  /** One photo each, drawn by the image routes. */
  imageCaptions: string[];
};

const room = (fixture: RoomTypeFixture) => fixture;

/** Every room type a demo hotel may sell, by code. */
export const ROOM_TYPES: Record<string, RoomTypeFixture> = {
  GKNG: room({
    code: 'GKNG',
    name: 'One King Bed Guest Room',
    description: 'A quiet room with a king bed, a work desk and a rain shower.',
    bedding: '1 King bed',
    sizeSquareMeters: 28,
    maxOccupancy: 2,
    priceFactorBasisPoints: 10_000,
    pointsPremium: 0,
    features: [['ROOM_FEATURE', 'C2'], ['PILLOW', 'F2'], ['ROOM_LOCATION', 'N1'], ['EXTRA', 'RF']],
    imageCaptions: ['King bed by the window', 'Work desk', 'Rain shower'],
  }),
  GQQN: room({
    code: 'GQQN',
    name: 'Two Queen Beds Guest Room',
    description: 'Room for a family or friends: two queen beds, a sofa and a bathroom with a tub.',
    bedding: '2 Queen beds',
    sizeSquareMeters: 32,
    maxOccupancy: 4,
    priceFactorBasisPoints: 11_000,
    pointsPremium: 0,
    features: [['ROOM_FEATURE', 'C2'], ['FEATHER', 'B5'], ['FLOOR', 'L2'], ['EXTRA', 'RF']],
    imageCaptions: ['Two queen beds', 'Sofa corner'],
  }),
  TWNS: room({
    code: 'TWNS',
    name: 'Superior Twin Room',
    description: 'Two single beds side by side, blackout curtains and a walk-in shower.',
    bedding: '2 Twin beds',
    sizeSquareMeters: 26,
    maxOccupancy: 2,
    priceFactorBasisPoints: 9_800,
    pointsPremium: 0,
    features: [['ROOM_FEATURE', 'V9'], ['FEATHER', 'V9'], ['PILLOW', 'V9'], ['ROOM_LOCATION', 'N1']],
    imageCaptions: ['Twin beds', 'Walk-in shower'],
  }),
  KNGD: room({
    code: 'KNGD',
    name: 'Deluxe King Room',
    description: 'A larger king room high up, with a sofa bed, a pillow menu and a bathtub.',
    bedding: '1 King bed and a sofa bed',
    sizeSquareMeters: 36,
    maxOccupancy: 3,
    priceFactorBasisPoints: 12_500,
    pointsPremium: 5_000,
    features: [['FLOOR', 'H1'], ['PILLOW', 'Y2'], ['BATHROOM', 'E6'], ['ROOM_FEATURE', 'B5']],
    imageCaptions: ['King bed and sofa bed', 'Bathtub and shower'],
  }),
  EKNG: room({
    code: 'EKNG',
    name: 'Executive King Room',
    description: 'A king room on the executive floors, with lounge access for breakfast and evening drinks.',
    bedding: '1 King bed',
    sizeSquareMeters: 38,
    maxOccupancy: 2,
    priceFactorBasisPoints: 14_500,
    pointsPremium: 10_000,
    features: [['FLOOR', 'H1'], ['ROOM_LOCATION', 'H1'], ['PILLOW', 'Y2'], ['BATHROOM', 'E6']],
    imageCaptions: ['Executive king room', 'Lounge view'],
  }),
  FAMR: room({
    code: 'FAMR',
    name: 'Family Room',
    description: 'A king bed for the parents and two bunk beds for the children, with a kitchenette.',
    bedding: '1 King bed and 2 bunk beds',
    sizeSquareMeters: 42,
    maxOccupancy: 5,
    priceFactorBasisPoints: 15_000,
    pointsPremium: 10_000,
    features: [['ROOM_FEATURE', 'C2'], ['STAY', 'E1'], ['FLOOR', 'L2'], ['EXTRA', 'RF']],
    imageCaptions: ['Bunk beds', 'Kitchenette'],
  }),
  STES: room({
    code: 'STES',
    isSuite: true,
    name: 'One-Bedroom Suite',
    description: 'A bedroom with a king bed and a separate living room with a sofa bed and a dining table.',
    bedding: '1 King bed and a sofa bed',
    sizeSquareMeters: 65,
    maxOccupancy: 4,
    priceFactorBasisPoints: 22_000,
    pointsPremium: 25_000,
    features: [['FLOOR', 'H1'], ['BATHROOM', 'E6'], ['STAY', 'E1'], ['PILLOW', 'Y2'], ['FEATHER', 'B5']],
    imageCaptions: ['Living room', 'Bedroom', 'Marble bathroom'],
  }),
  DLXR: room({
    code: 'DLXR',
    name: 'Deluxe Room, River View',
    description: 'A king room with a balcony over the Chao Phraya river.',
    bedding: '1 King bed',
    sizeSquareMeters: 40,
    maxOccupancy: 3,
    priceFactorBasisPoints: 10_000,
    pointsPremium: 0,
    features: [['FLOOR', 'H1'], ['PILLOW', 'Y2'], ['BATHROOM', 'E6']],
    imageCaptions: ['Balcony over the river', 'King bed'],
  }),
  DLXS: room({
    code: 'DLXS',
    name: 'Deluxe Sea View Room',
    description: 'A king room with a terrace facing the Gulf, a soaking tub and a rain shower.',
    bedding: '1 King bed',
    sizeSquareMeters: 55,
    maxOccupancy: 3,
    priceFactorBasisPoints: 10_000,
    pointsPremium: 0,
    features: [['ROOM_LOCATION', 'N1'], ['BATHROOM', 'E6'], ['FEATHER', 'B5']],
    imageCaptions: ['Terrace facing the sea', 'Soaking tub'],
  }),
  VILL: room({
    code: 'VILL',
    name: 'Beach Villa',
    description: 'A villa on the sand with its own pool, a king bedroom and a living room.',
    bedding: '1 King bed and a sofa bed',
    sizeSquareMeters: 120,
    maxOccupancy: 4,
    priceFactorBasisPoints: 26_000,
    pointsPremium: 40_000,
    features: [['ROOM_LOCATION', 'N1'], ['BATHROOM', 'E6'], ['STAY', 'E1'], ['EXTRA', 'RF']],
    imageCaptions: ['Private pool', 'Villa living room', 'Villa bedroom'],
  }),
  SUPB: room({
    code: 'SUPB',
    name: 'Superior Room with Balcony',
    description: 'A queen room with a small balcony over the street and a walk-in shower.',
    bedding: '1 Queen bed',
    sizeSquareMeters: 24,
    maxOccupancy: 2,
    priceFactorBasisPoints: 10_000,
    pointsPremium: 0,
    features: [['FLOOR', 'L2'], ['PILLOW', 'F2'], ['ROOM_FEATURE', 'C2']],
    imageCaptions: ['Balcony', 'Queen bed'],
  }),
};
