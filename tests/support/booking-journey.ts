import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { paymentApiPaths, type CardTokenRequest } from '../../shared/domain/payment-api';
import { graphQlBasePath } from '../../shared/domain/paths';
import { CreateCartMutation } from '../../shared/graphql/operations/booking/cart';
import { SearchProductsByPropertyQuery } from '../../shared/graphql/operations/booking/rate-search';
import { UpdateCartGuestInfoMutation } from '../../shared/graphql/operations/guest-info/guest-info-form';
import { UpdateCartPaymentMutation } from '../../shared/graphql/operations/checkout/payment';
import { BookingAcknowledgementsQuery, CreateOrderMutation } from '../../shared/graphql/operations/checkout/order';
import { persistedOperation } from './persisted-operation';

/**
 * A browser's whole booking as plain HTTP, the calls the pages and overlays make in order: select a
 * rate (create cart), save the guest, tokenise a card on the overlay origin, pay the cart with it,
 * accept the acknowledgements, book. For the reliability suite and the benchmarks, which need many
 * independent browsers (each its own cookie jar) against a running server.
 */
export type BookingOrigins = { hostOrigin: string; overlayOrigin: string };

export const APPROVED_VISA: CardTokenRequest = { cardNumber: '4111 1111 1111 1111', securityCode: '123', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cardholderName: 'Rory Quinn' };

type GraphQlAnswer<Result> = { status: number; data?: Result; errors?: { message: string; extensions?: { code?: string } }[] };

/** One browser: its cookies, kept between calls as a browser keeps them. */
export function bookingBrowser({ hostOrigin, overlayOrigin }: BookingOrigins) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };

  async function graphQl<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<GraphQlAnswer<Result>> {
    const { operationName, body } = persistedOperation(document, variables);
    const response = await fetch(`${hostOrigin}${graphQlBasePath}/${operationName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'booking-journey', 'accept-language': 'en-US', cookie: cookieHeader() },
      body,
    });
    keep(response);
    const answer = (await response.json()) as Omit<GraphQlAnswer<Result>, 'status'>;
    return { status: response.status, ...answer };
  }

  /** The tokenising call, from the payment overlay's origin, as the overlay sends it. */
  async function tokenise(card: CardTokenRequest) {
    const response = await fetch(`${overlayOrigin}${paymentApiPaths.tokens}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: overlayOrigin, cookie: cookieHeader() },
      body: JSON.stringify(card),
    });
    keep(response);
    return { status: response.status, body: (await response.json()) as { token?: string } };
  }

  /** The cookies kept so far, for a real browser to take over this one's cart. */
  const cookies = () => [...jar].map(([name, value]) => ({ name, value }));

  return { graphQl, tokenise, cookies };
}

export type BookingBrowser = ReturnType<typeof bookingBrowser>;

const firstCode = (answer: GraphQlAnswer<unknown>) => answer.errors?.[0]?.extensions?.code ?? (answer.status >= 400 ? `HTTP_${answer.status}` : null);

const key = () => crypto.randomUUID().replaceAll('-', '');

/**
 * How many rooms of a type are free on every night of a stay (the rate list's roomsLeft). The search
 * offers only room types with enough rooms for the stay, so one it leaves out has none left.
 */
export async function roomsLeft(browser: BookingBrowser, stay: SearchCriteria, roomTypeCode: string): Promise<number> {
  const answer = await browser.graphQl(SearchProductsByPropertyQuery, { input: stay });
  const search = answer.data?.searchProductsByProperty;
  if (!search) throw new Error(`the search for ${stay.propertyId} was refused: ${firstCode(answer)}`);
  if (!search.isExactMatch) return 0;
  return search.rooms.find((room) => room.roomType.code === roomTypeCode)?.roomsLeft ?? 0;
}

export type PreparedBooking = { cartId: string; revisionNumber: number; acknowledgements: string[] };

/** Everything before Book now. Throws with the call and its code when a step is refused. */
export async function prepareBooking(browser: BookingBrowser, stay: SearchCriteria, choice: { roomTypeCode: string; ratePlanCode: string }, card = APPROVED_VISA): Promise<PreparedBooking> {
  const refused = (step: string, answer: GraphQlAnswer<unknown>) => new Error(`${step} refused: ${firstCode(answer)} ${answer.errors?.[0]?.message ?? ''}`);
  const cart = await browser.graphQl(CreateCartMutation, { input: { search: stay, ...choice, idempotencyKey: key() } });
  if (!cart.data) throw refused('createCart', cart);
  const guest = await browser.graphQl(UpdateCartGuestInfoMutation, {
    input: {
      cartId: cart.data.createCart.id,
      revisionNumber: cart.data.createCart.revisionNumber,
      guest: {
        givenName: 'Rory',
        surname: 'Quinn',
        email: 'rory.quinn@example.com',
        phone: '2125550142',
        address: { line1: '350 Fifth Avenue', city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10118' },
      },
      roomRequests: [],
      isBuyPointConsent: true,
      isLegalConsentAccepted: true,
      isPrivacyPolicyAccepted: true,
      isPrepayConsentAccepted: true,
    },
  });
  if (!guest.data) throw refused('updateCartGuestInfo', guest);
  const token = await browser.tokenise(card);
  if (!token.body.token) throw new Error(`tokenising refused with ${token.status}`);
  const paid = await browser.graphQl(UpdateCartPaymentMutation, {
    input: { cartId: cart.data.createCart.id, revisionNumber: guest.data.updateCartGuestInfo.revisionNumber, paymentToken: token.body.token, saveCard: false },
  });
  if (!paid.data) throw refused('updateCartPayment', paid);
  const acknowledgements = await browser.graphQl(BookingAcknowledgementsQuery, { cartId: cart.data.createCart.id });
  if (!acknowledgements.data) throw refused('bookingAcknowledgements', acknowledgements);
  return {
    cartId: cart.data.createCart.id,
    revisionNumber: paid.data.updateCartPayment.revisionNumber,
    acknowledgements: acknowledgements.data.bookingAcknowledgements.map((item) => item.code),
  };
}

export type BookNowOutcome = { confirmationNumbers: string[]; code: null } | { confirmationNumbers: []; code: string };

/** Book now for a prepared cart, with a fresh idempotency key unless one is given. */
export async function bookNow(browser: BookingBrowser, prepared: PreparedBooking, idempotencyKey = key()): Promise<BookNowOutcome> {
  const answer = await browser.graphQl(CreateOrderMutation, {
    input: { cartId: prepared.cartId, revisionNumber: prepared.revisionNumber, idempotencyKey, acceptedAcknowledgements: prepared.acknowledgements },
  });
  const order = answer.data?.createOrder.order;
  if (order) return { confirmationNumbers: order.items.map((item) => item.basicInformation.confirmationNumber), code: null };
  return { confirmationNumbers: [], code: firstCode(answer) ?? 'NO_ANSWER' };
}
