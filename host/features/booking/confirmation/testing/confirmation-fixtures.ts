import type {
  ConfirmationOffersQuery,
  HotelHeaderQuery,
  JoinNowOptionsQuery,
  OrderConfirmationQuery,
  SentMessageFieldsFragment,
  SmsCountryCodesQuery,
  TravelInsuranceOfferQuery,
} from '../../../../../shared/graphql/generated/graphql';
import { enrollmentConsentsFor } from '../../../../../shared/domain/enrollment-consents';
import { isEnrollmentProhibited, needsExplicitOptIn } from '../../../../../shared/validation/enrollment-rules';
import { readablePhoneNumber } from '../../../../../shared/validation/phone-number';

/**
 * Answers for component tests of the confirmation and account pages, typed by the generated query
 * types so a schema or operation change breaks them at compile time. Used only by tests.
 */
export type ConfirmationOrderFixture = NonNullable<OrderConfirmationQuery['reservationOrder']>;
export type ConfirmationRoomFixture = ConfirmationOrderFixture['items'][number];
export type ChargesFixture = ConfirmationOrderFixture['summaryOfCharges'];
export type OfferFixture = ConfirmationOffersQuery['confirmationOffers'][number];
export type ContactFixture = NonNullable<ConfirmationOrderFixture['contact']>;

/** The booker's contact as the API sends it, its phone formatted to be read by the API's own rule. */
export function contactFixture(contact: Omit<ContactFixture, 'phoneDisplay'>): ContactFixture {
  return { ...contact, phoneDisplay: contact.phone ? readablePhoneNumber(contact.phone, contact.countryCode) : null };
}
export type QuoteFixture = NonNullable<TravelInsuranceOfferQuery['travelInsuranceOffer']>;
export type HotelFixture = NonNullable<HotelHeaderQuery['property']>;
export type JoinNowFixture = JoinNowOptionsQuery['joinNowOptions'];

export const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' });
export const yen = (value: number) => ({ value, valueDecimalPoint: 0, currency: 'JPY' });
export const won = (value: number) => ({ value, valueDecimalPoint: 0, currency: 'KRW' });

/** A booked king room of a visitor, Rory Quinn, free to cancel until a day in 2099. */
export function confirmationRoomFixture(ordinal: number, overrides: Partial<ConfirmationRoomFixture> = {}): ConfirmationRoomFixture {
  return {
    basicInformation: {
      confirmationNumber: `4000000${ordinal}`,
      checkInDate: '2026-07-03',
      checkOutDate: '2026-07-05',
      nights: 2,
      adults: 2,
      children: 0,
      ratePlan: 'Flexible rate',
      isMemberRate: false,
    },
    reservationRevisionNumber: 1,
    status: 'CONFIRMED',
    product: { ordinal, inventoryTypeCode: 'GKNG', name: 'One King Bed Guest Room', features: ['1 king bed', 'City view'] },
    guestList: [{ name: { title: null, givenName: 'Rory', surname: 'Quinn' }, isPrimary: true }],
    charges: { averageNightlyRate: usd(61728), subtotal: usd(123456), taxesAndFees: usd(18518), total: usd(141974) },
    cancellationPolicy: { isCancellable: true, freeCancellationUntil: '2099-07-01T16:00:00Z', lateCancellationCharge: usd(61728) },
    checkInState: 'PRE_ARRIVAL',
    suiteNightAward: null,
    isModifiable: true,
    suiteNightAwardOffer: null,
    cancellation: null,
    stayRequests: { roomRequestCodes: ['CRIB'], comments: 'A quiet room, please.', arrivalTime: '21:00' },
    ...overrides,
  };
}

/** A cash stay of two nights: $1,234.56 before $185.18 of taxes, guaranteed by a Visa, nothing charged at booking. */
export function cashChargesFixture(): ChargesFixture {
  return {
    nights: [
      { date: '2026-07-03', cash: usd(61728), points: null },
      { date: '2026-07-04', cash: usd(61728), points: null },
    ],
    roomsSubtotal: usd(123456),
    taxesAndFees: usd(18518),
    points: 0,
    pointsPurchased: 0,
    pointsPurchaseCost: null,
    travelInsurance: null,
    cashTotal: usd(141974),
    chargedAtBooking: usd(0),
    dueAtHotel: usd(141974),
  };
}

export function confirmationOrderFixture(overrides: Partial<ConfirmationOrderFixture> = {}): ConfirmationOrderFixture {
  const items = overrides.items ?? [confirmationRoomFixture(1)];
  return {
    id: '501',
    orderRevisionNumber: 1,
    checkInDate: '2026-07-03',
    checkOutDate: '2026-07-05',
    totalPricing: usd(141974),
    property: { id: 'NYCTS', seoNickname: 'nycts-portico-times-square', timeZone: 'America/New_York', basicInformation: { name: 'Portico Times Square' } },
    items,
    bookedAt: '2026-06-01T12:00:00Z',
    isGuestBooking: true,
    payment: {
      card: { brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: 2028, cardholderName: 'Rory Quinn' },
      paymentMethod: { code: '5.PMT', kind: 'GUARANTEE', dueAtBooking: { value: 0, valueDecimalPoint: 2, currency: 'USD' } },
    },
    summaryOfCharges: cashChargesFixture(),
    travelInsurance: null,
    contact: contactFixture({ email: 'rory.quinn@example.com', phone: '+12125550142', countryCode: 'US' }),
    travelAgency: null,
    ...overrides,
  };
}

export function sentMessageFixture(overrides: Partial<SentMessageFieldsFragment> = {}): SentMessageFieldsFragment {
  const message = {
    id: 'MSG1',
    channel: 'EMAIL' as const,
    recipient: 'rory.quinn@example.com',
    subject: 'Your booking at Portico Times Square is confirmed',
    body: 'Thank you for booking.\n\nConfirmation number 40000001.',
    sentAt: '2026-06-01T12:00:05Z',
    ...overrides,
  };
  // As the API sends it: a text's number formatted to be read.
  return { recipientDisplay: message.channel === 'SMS' ? readablePhoneNumber(message.recipient) : message.recipient, ...message };
}

export function offerFixture(kind: OfferFixture['kind'], overrides: Partial<OfferFixture> = {}): OfferFixture {
  const content: Record<OfferFixture['kind'], Omit<OfferFixture, 'id' | 'kind' | 'imagePath'>> = {
    COBRAND_CREDIT_CARD: { heading: 'The Portico Rewards card', body: 'Earn points on every purchase.', callToAction: 'Apply now', href: 'https://cards.example.com/portico' },
    CROSS_SELL: { heading: 'Book a table', body: 'Dinner at the hotel’s restaurant.', callToAction: 'See the menu', href: '/hotels/nycts-portico-times-square/overview' },
    UPSELL: { heading: 'Upgrade to a suite', body: 'More room for your stay.', callToAction: 'See suites', href: '/hotels/nycts-portico-times-square/overview' },
    TRAVEL_INSURANCE: { heading: 'Protect your trip', body: 'Cover for cancellation, delays and lost bags.', callToAction: 'Learn more', href: 'https://insurance.example.com/portico' },
  };
  return { id: kind.toLowerCase().replace(/_/g, '-'), kind, imagePath: null, ...content[kind], ...overrides };
}

export function quoteFixture(overrides: Partial<QuoteFixture> = {}): QuoteFixture {
  return {
    id: 'QUOTE1',
    premium: usd(9228),
    coveredTripCost: usd(141974),
    expiresAt: '2099-06-01T12:15:00Z',
    provider: 'Portico Trip Protection',
    summary: 'Covers cancellation for a covered reason, trip delays and lost bags.',
    ...overrides,
  };
}

export function hotelFixture(): HotelFixture {
  return {
    id: 'NYCTS',
    seoNickname: 'nycts-portico-times-square',
    timeZone: 'America/New_York',
    basicInformation: { name: 'Portico Times Square', latitude: 40.758, longitude: -73.985, currency: 'USD', brand: { id: 'MC' } },
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
      contactNumbers: [{ number: '+12125551234', display: '+1 212-555-1234', type: { code: 'PHONE' } }],
    },
    reviews: { stars: { count: 4.5 }, numberOfReviews: { count: 1250 } },
    media: { primaryImage: null, hotelLogo: null },
  };
}

export const smsCountryCodesFixture: SmsCountryCodesQuery['smsCountryCodes'] = [
  { countryCode: 'US', dialCode: '1', name: 'United States' },
  { countryCode: 'GB', dialCode: '44', name: 'United Kingdom' },
  { countryCode: 'HK', dialCode: '852', name: 'Hong Kong' },
  { countryCode: 'CN', dialCode: '86', name: 'China' },
];

/** The join-now options of a country, as the server builds them from the shared rules. */
export function joinNowFixture(countryCode: string): JoinNowFixture {
  return {
    countryCode,
    isEnrollmentAvailable: !isEnrollmentProhibited(countryCode),
    requiresExplicitOptIn: needsExplicitOptIn(countryCode),
    consents: enrollmentConsentsFor(countryCode).map((consent) => ({ ...consent })),
  };
}
