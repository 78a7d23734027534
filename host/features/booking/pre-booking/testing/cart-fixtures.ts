import type { CartFieldsFragment } from '../../../../../shared/graphql/generated/graphql';
import { hotelFixture } from '../../testing/booking-fixtures';

/**
 * Carts for the pre-booking tests, typed by the generated fragment so a contract change breaks them
 * at compile time. Used only by tests.
 */
export type CartFixture = CartFieldsFragment;

type Money = { value: number; valueDecimalPoint: number; currency: string };
export const usd = (value: number): Money => ({ value, valueDecimalPoint: 2, currency: 'USD' });
export const jpy = (value: number): Money => ({ value, valueDecimalPoint: 0, currency: 'JPY' });

/** One king room at the flexible rate for two nights in New York, held until `expiresAt`. */
export function cartFixture(overrides: Partial<CartFixture> = {}): CartFixture {
  return {
    id: 'CART-1',
    revisionNumber: 1,
    expiresAt: '2026-07-01T12:15:00.000Z',
    property: hotelFixture(),
    stay: {
      propertyId: 'NYCTS',
      checkInDate: '2026-07-03',
      checkOutDate: '2026-07-05',
      lengthOfStay: 2,
      numRooms: 1,
      numAdultsPerRoom: 2,
      numChildrenPerRoom: 0,
      rewardsRedemption: false,
    },
    roomType: { code: 'KING', name: 'Deluxe King Room', bedding: '1 King bed' },
    ratePlan: { code: 'FLEX', name: 'Flexible rate', mode: 'CASH', isMemberRate: false, isPrepaidNonRefundable: false },
    insurance: null,
    guestInfo: null,
    payment: null,
    price: {
      cash: {
        averageNightly: usd(22950),
        averageNightlyWithTaxes: usd(26393),
        wasAverageNightly: null,
        wasAverageNightlyWithTaxes: null,
        subtotal: usd(45900),
        taxesAndFees: usd(6885),
        total: usd(52785),
      },
      points: null,
    },
    nights: [
      { date: '2026-07-03', cash: usd(21900), points: null },
      { date: '2026-07-04', cash: usd(24000), points: null },
    ],
    cancellationPolicy: {
      isRefundable: true,
      freeCancellationUntil: '2026-07-01T18:00:00Z',
      lateCancellationCharge: usd(21900),
      description: 'Free cancellation until 2 days before arrival.',
    },
    ...overrides,
  };
}

/** Two twin rooms for three nights at a Tokyo hotel, priced in yen. */
export function yenCartFixture(): CartFixture {
  return cartFixture({
    id: 'CART-JPY',
    property: hotelFixture({
      id: 'TYOGZ',
      seoNickname: 'tyogz-portico-tokyo',
      basicInformation: { name: 'Portico Tokyo', latitude: 35.6717, longitude: 139.765, currency: 'JPY', brand: { id: 'MC' } },
    }),
    stay: { propertyId: 'TYOGZ', checkInDate: '2026-08-10', checkOutDate: '2026-08-13', lengthOfStay: 3, numRooms: 2, numAdultsPerRoom: 1, numChildrenPerRoom: 1, rewardsRedemption: false },
    roomType: { code: 'TWIN', name: 'Superior Twin Room', bedding: '2 Twin beds' },
    price: {
      cash: {
        averageNightly: jpy(36000),
        averageNightlyWithTaxes: jpy(39600),
        wasAverageNightly: null,
        wasAverageNightlyWithTaxes: null,
        subtotal: jpy(216000),
        taxesAndFees: jpy(21600),
        total: jpy(237600),
      },
      points: null,
    },
    nights: [
      { date: '2026-08-10', cash: jpy(34000), points: null },
      { date: '2026-08-11', cash: jpy(36000), points: null },
      { date: '2026-08-12', cash: jpy(38000), points: null },
    ],
    cancellationPolicy: { isRefundable: false, freeCancellationUntil: null, lateCancellationCharge: jpy(237600), description: 'Non-refundable.' },
  });
}

/** A member's points stay: no cash price, points per night per room and in total. */
export function pointsCartFixture(): CartFixture {
  return cartFixture({
    id: 'CART-POINTS',
    stay: { ...cartFixture().stay, rewardsRedemption: true },
    ratePlan: { code: 'POINTS', name: 'Points stay', mode: 'POINTS', isMemberRate: true, isPrepaidNonRefundable: false },
    price: { cash: null, points: { perNight: 60000, total: 120000 } },
    nights: [
      { date: '2026-07-03', cash: null, points: 55000 },
      { date: '2026-07-04', cash: null, points: 65000 },
    ],
    cancellationPolicy: { isRefundable: true, freeCancellationUntil: null, lateCancellationCharge: usd(0), description: 'Free cancellation.' },
  });
}

/** What the guest-info step saves in a cart: a visitor with requests and a travel agent. */
export const savedGuestInfo: NonNullable<CartFixture['guestInfo']> = {
  guest: {
    title: 'Dr',
    givenName: 'Maya',
    surname: 'Lindqvist',
    email: 'maya.lindqvist@example.com',
    phone: '2125550147',
    // As the API formats it to be read: national, the number being of the guest's country.
    phoneDisplay: '(212) 555-0147',
    address: { line1: '350 Fifth Avenue', line2: null, city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10118' },
  },
  roomRequests: ['CRIB', 'PETFEE1'],
  comments: 'Quiet room, please.',
  arrivalTime: '15:00',
  travelAgent: { iataNumber: '45128031', agencyName: 'Reyes Travel Studio' },
  aaaNumber: null,
  isBuyPointConsent: true,
  isLegalConsentAccepted: true,
  isPrivacyPolicyAccepted: true,
  isPrepayConsentAccepted: false,
  updatedAt: '2026-07-01T12:03:00.000Z',
};

/** The card a cart is paid with once the payment step authorised it: a Visa guaranteeing the stay (5.PMT). */
export function cartPaymentFixture(overrides: Partial<NonNullable<CartFixture['payment']>> = {}): NonNullable<CartFixture['payment']> {
  return {
    card: { token: 'tok_visa1111visa1111visa1111visa11', brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: 2028, cardholderName: 'Maya Lindqvist' },
    paymentMethod: { code: '5.PMT', kind: 'GUARANTEE', dueAtBooking: usd(0) },
    amountDueNow: usd(0),
    amountDueAtHotel: usd(52785),
    authorizedAt: '2026-07-01T12:05:00.000Z',
    ...overrides,
  };
}
