import type { DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedHashOf } from '../../shared/graphql/client';
import * as generated from '../../shared/graphql/generated/graphql';
import { FIXTURE_CONFIRMATION_NUMBERS } from '../seed/reservation-fixtures';
import { accountCalls, codeOf as mailedCodeOf } from '../testing/account-calls';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../testing/booking-calls';
import { graphQlCalls } from '../testing/graphql-calls';
import { guestForm, guestInfoCalls } from '../testing/guest-info-calls';
import { orderCalls } from '../booking/orders/testing/order-calls';
import { paymentCalls, TEST_CARDS } from '../testing/payment-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { loadPersistedOperations } from './persisted-operations';
import { startTestApi, type TestApi } from '../testing/test-api';
import { runDayPlus } from '../testing/test-instant';

/** Every operation the apps send, as the build ships it (generated from shared/graphql/operations), with its persisted hash. */
const operations = Object.entries(generated)
  .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && typeof entry[1] === 'object' && entry[1] !== null && 'definitions' in entry[1])
  .map(([, document]) => {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    return { name: operation && 'name' in operation ? (operation.name?.value ?? '') : '', hash: persistedHashOf(document) };
  })
  .filter((operation) => operation.name !== '');

/** Liam's London room 2 (3 nights from 14 days after seeding) one night longer, as the modify rate list sends it. */
function modifyStay() {
  return { confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom2, propertyId: 'LONKX', checkInDate: runDayPlus(14), checkOutDate: runDayPlus(18), numAdultsPerRoom: 2, numChildrenPerRoom: 0 };
}

/** Variables a real page would send, by name. */
const VARIABLES: Record<string, unknown> = {
  propertyId: 'NYCTS',
  roomTypeCode: 'GKNG',
  seoNickname: 'nycts-portico-times-square',
  first: 10,
  confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom1,
  input: { id: 'C1000002', savedProperties: [{ id: 'NYCTS' }, { id: 'LONKX' }], revisionToken: '0' },
  countryCode: 'US',
};

/** Operations whose variables share a name with another's but not its shape; the booking ones are filled once a cart exists. */
const VARIABLES_OF: Record<string, Record<string, unknown>> = {
  CancelReservationRooms: { input: { confirmationNumbers: [FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom1], orderRevisionNumber: 1 } },
  ModifyRoomProducts: { input: modifyStay() },
  CheckInOnline: { input: { confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom2, orderRevisionNumber: 1, arrivalTime: '15:00', roomPreferences: [] } },
  RequestSuiteNightAward: { input: { confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom2, orderRevisionNumber: 1 } },
  RemoveSuiteNightAward: { input: { confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom2, orderRevisionNumber: 1 } },
  UpgradeRoom: { input: { confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamNewYorkRoom2, orderRevisionNumber: 1, roomTypeCode: 'STES', payment: 'CASH', idempotencyKey: 'app-operations-upgrade-0001' } },
  UpdateReservation: { input: { ...modifyStay(), orderRevisionNumber: 1, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: 'app-operations-modify-0001' } },
  UpdateMemberInformation: {
    input: { phone: '4165550123', address: { countryCode: 'CA', line1: '100 King Street West', city: 'Toronto', stateProvinceCode: 'ON', postalCode: 'M5X 1A9' } },
  },
  UpdateUserInformation: { input: { title: null, givenName: 'Liam', surname: 'Chen' } },
  UpdateCommunicationOption: { input: { marketingEmails: true } },
  // Liam has no AAA number saved, so he may add one; Ava has one, so she may change it.
  AaaAdd: { input: { number: '6203000000009995' } },
  AaaUpdate: { input: { number: '6203000000007775' } },
  AaaValidateNumber: { input: { number: '6203000000009995' } },
};

/** Operations sent as another member than Liam, by name (filled once signed in). */
const COOKIE_OF: Record<string, string> = {};

let api: TestApi;
let liam: string;
beforeAll(async () => {
  // As in production: persisted operations only.
  api = await startTestApi({ config: { graphqlArbitraryOperations: false } });
  liam = `portico_session=${cookieValue(await authCalls(api).signInAs('liam.chen@example.com'), 'portico_session')}`;
  // A new cart replaces its browser's booking session token, which the other calls below hold: it is
  // made in a browser of its own, signed in as Liam.
  COOKIE_OF.CreateCart = liam;
  COOKIE_OF.StartCart = liam;
  // Liam's browser holds carts, as a booking page's would: one to read, one to change, one to extend.
  const browser = cookieJar(liam);
  const search = searchFrom(runDayPlus(0), 20);
  const selection = { search, roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
  const cart = async () => (await bookingCalls(api).createCart({ ...selection, idempotencyKey: newIdempotencyKey() }, browser)).data!.createCart.id;
  const [read, changed, extended, guestInfo, insured, toBook, toPay] = [await cart(), await cart(), await cart(), await cart(), await cart(), await cart(), await cart()];
  // A cart ready for Book now: guest information saved and paid with a card, as the payment overlay pays it.
  const saved = await guestInfoCalls(api).updateCartGuestInfo(guestForm(toBook, 1), browser);
  if (saved.errors) throw new Error(`guest information refused: ${JSON.stringify(saved.errors)}`);
  const paid = await paymentCalls(api).payCart({ id: toBook, revisionNumber: saved.data!.updateCartGuestInfo.revisionNumber }, browser);
  const paymentToken = await paymentCalls(api).tokenOf(TEST_CARDS.mastercard, browser);
  // Orders Liam booked: one whose trip the confirmation may insure, and one to insure with a quote of it.
  const orders = orderCalls(api);
  const book = async (days: number) => {
    const answer = await orders.bookNow(await orders.prepare(browser, { ...selection, search: searchFrom(runDayPlus(0), days) }), browser);
    return answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
  };
  const [offered, toInsure] = [await book(40), await book(42)];
  const quote = await graphQlCalls(api).postPersisted('TravelInsuranceOffer', persistedHashOf(generated.TravelInsuranceOfferDocument), { confirmationNumber: toInsure }, { cookie: browser.header() });
  const quoteId = (quote.body.data as { travelInsuranceOffer: { id: string } }).travelInsuranceOffer.id;
  // A visitor's booking in Liam's name and e-mail, which he looks up and may save to his trips.
  const visitor = cookieJar();
  const liamAsGuest = { ...guestForm('', 1).guest, surname: 'Chen', email: 'liam.chen@example.com' };
  const visitorBooking = await orders.bookNow(await orders.prepare(visitor, { ...selection, search: searchFrom(runDayPlus(0), 50) }, { guest: { guest: liamAsGuest } }), visitor);
  const unsaved = visitorBooking.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
  browser.set('portico_lookup_grant', (await reservationCalls(api).grantFor(unsaved, 'Chen')).split('=')[1]!);
  // Two more such bookings, each found by a lookup in a browser of its own: one asks for the booking's
  // code, the other enters the code already e-mailed to it.
  const lookedUp = async (days: number) => {
    const booker = cookieJar();
    const booked = await orders.bookNow(await orders.prepare(booker, { ...selection, search: searchFrom(runDayPlus(0), days) }, { guest: { guest: liamAsGuest } }), booker);
    const confirmationNumber = booked.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    return { confirmationNumber, cookie: await reservationCalls(api).grantFor(confirmationNumber, 'Chen') };
  };
  const [toAskCode, toProve] = [await lookedUp(56), await lookedUp(58)];
  const asked = await graphQlCalls(api).postPersisted('SendBookingCode', persistedHashOf(generated.SendBookingCodeDocument), { input: { confirmationNumber: toProve.confirmationNumber } }, { cookie: toProve.cookie });
  if (asked.body.errors) throw new Error(`booking code refused: ${JSON.stringify(asked.body.errors)}`);
  const code = mailedCodeOf(await accountCalls(api).waitForMail('liam.chen@example.com'));
  COOKIE_OF.SendBookingCode = toAskCode.cookie;
  COOKIE_OF.VerifyBookingCode = toProve.cookie;
  liam = browser.header()!;
  COOKIE_OF.AaaUpdate = `portico_session=${cookieValue(await authCalls(api).signInAs('ava.morgan@example.com'), 'portico_session')}`;
  Object.assign(VARIABLES_OF, {
    SearchProductsByProperty: { input: search },
    NightlyProducts: { input: { propertyId: 'NYCTS', month: search.checkInDate.slice(0, 7) } },
    SuggestedPlaces: { query: 'lon', locale: 'en-US' },
    HotelSearch: { input: { destination: 'London', checkInDate: search.checkInDate, checkOutDate: search.checkOutDate } },
    RateDetails: { input: selection },
    CreateCart: { input: { ...selection, idempotencyKey: newIdempotencyKey() } },
    StartCart: { input: { ...selection, idempotencyKey: newIdempotencyKey() } },
    CartPrice: { cartId: read },
    CancellationPolicyByCart: { cartId: read },
    UpdateCart: { input: { cartId: changed, revisionNumber: 1, numRooms: 2 } },
    ExtendAndUpdateCartExpiration: { input: { cartId: extended, revisionNumber: 1 } },
    GuestInfoForm: { cartId: read },
    RedemptionData: { cartId: read },
    TravelInsuranceQuote: { cartId: read },
    UpdateInsuranceCart: { input: { cartId: insured, revisionNumber: 1, quoteId: null } },
    BookingAcknowledgements: { cartId: read },
    CreateOrder: { input: { cartId: toBook, revisionNumber: paid.revisionNumber, idempotencyKey: newIdempotencyKey(), acceptedAcknowledgements: ['RATE_RULES'] } },
    PaymentInfo: { cartId: read },
    UpdateCartPayment: { input: { cartId: toPay, revisionNumber: 1, paymentToken, saveCard: true } },
    TravelInsuranceOffer: { confirmationNumber: offered },
    CreateTravelInsuranceOrder: { input: { confirmationNumber: toInsure, quoteId } },
    ShareConfirmation: { input: { confirmationNumber: FIXTURE_CONFIRMATION_NUMBERS.liamLondonRoom1, channel: 'EMAIL', recipient: 'daniel.okafor@example.com' } },
    SaveReservationToMyTrips: { confirmationNumber: unsaved },
    SendBookingCode: { input: { confirmationNumber: toAskCode.confirmationNumber, locale: 'en-US' } },
    VerifyBookingCode: { input: { confirmationNumber: toProve.confirmationNumber, code } },
    UpdateCartGuestInfo: {
      input: {
        cartId: guestInfo,
        revisionNumber: 1,
        guest: {
          givenName: 'Liam',
          surname: 'Chen',
          email: 'liam.chen@example.com',
          phone: '4165550123',
          address: { countryCode: 'CA', line1: '100 King Street West', city: 'Toronto', stateProvinceCode: 'ON', postalCode: 'M5X 1A9' },
        },
        roomRequests: ['CRIB'],
        isBuyPointConsent: true,
        isLegalConsentAccepted: true,
        isPrivacyPolicyAccepted: true,
        isPrepayConsentAccepted: false,
      },
    },
  });
});
afterAll(() => api.close());

describe('the apps’ own operations', () => {
  it('are all found, each with its hash in the server’s list', () => {
    expect(operations.map((operation) => operation.name)).toEqual(expect.arrayContaining(['HotelHeader', 'SavedHotels', 'UpdateCustomerSavedProperties']));
    const persisted = loadPersistedOperations();
    expect(operations.map((operation) => persisted.has(operation.hash))).not.toContain(false);
    expect(persisted.size).toBe(operations.length);
  });

  // The server's depth, cost and token limits must never refuse what the apps themselves ask.
  it.each(operations)('$name, sent by its hash, passes the server’s limits and answers without errors for a signed-in member', async ({ name, hash }) => {
    const { status, body } = await graphQlCalls(api).postPersisted(name, hash, { ...VARIABLES, ...VARIABLES_OF[name] }, { cookie: COOKIE_OF[name] ?? liam });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toBeTruthy();
  });
});
