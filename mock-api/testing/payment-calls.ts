import { paymentApiPaths, type CardTokenErrorResponse, type CardTokenRequest, type CardTokenResponse } from '../../shared/domain/payment-api';
import { PaymentInfoDocument, UpdateCartPaymentDocument, type UpdateCartPaymentInput } from '../../shared/graphql/generated/graphql';
import { bookingCalls, type CookieJar } from './booking-calls';
import { TEST_OVERLAY_ORIGIN, type TestApi } from './test-api';
import { testRunInstant } from './test-instant';

const expiresInThreeYears = { expiryMonth: 12, expiryYear: testRunInstant().getUTCFullYear() + 3 };

/**
 * The test cards of ARCHITECTURE.md (booking), as the payment form sends them: every one is approved by
 * the payment step except `declinedVisa`. Each expires in December three years on.
 */
export const TEST_CARDS = {
  visa: { cardNumber: '4111 1111 1111 1111', securityCode: '123', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  mastercard: { cardNumber: '5555 5555 5555 4444', securityCode: '737', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  amex: { cardNumber: '3782 822463 10005', securityCode: '7373', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  discover: { cardNumber: '6011 1111 1111 1117', securityCode: '123', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  jcb: { cardNumber: '3530 1113 3330 0000', securityCode: '123', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  diners: { cardNumber: '3056 930902 5904', securityCode: '123', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  unionpay: { cardNumber: '6200 0000 0000 0005', securityCode: '123', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
  declinedVisa: { cardNumber: '4000 0000 0000 0002', securityCode: '123', ...expiresInThreeYears, cardholderName: 'Rory Quinn' },
} satisfies Record<string, CardTokenRequest>;

/** The tokenising call's answer: the token on 201, the refusal otherwise. */
export type TokeniseAnswer = { status: number; token: CardTokenResponse | null; refusal: CardTokenErrorResponse | null; headers: Headers };

export type RawTokenOptions = { base?: string; origin?: string | null; contentType?: string };

/** The payment overlay's calls (tokenising on the overlay origin, then GraphQL by persisted hash) with a browser's cookies, over real HTTP. */
export function paymentCalls(api: TestApi) {
  const { send } = bookingCalls(api);

  /** Posts any body to the tokenising call: from the overlay origin, as the overlay does, unless told otherwise. */
  const tokeniseRaw = async (body: unknown, jar?: CookieJar, { base = api.overlayUrl, origin = TEST_OVERLAY_ORIGIN, contentType = 'application/json' }: RawTokenOptions = {}) => {
    const cookie = jar?.header();
    const response = await fetch(`${base}${paymentApiPaths.tokens}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    jar?.take(response);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, headers: response.headers };
  };

  const tokenise = async (card: CardTokenRequest, jar?: CookieJar, options?: RawTokenOptions): Promise<TokeniseAnswer> => {
    const { status, body, headers } = await tokeniseRaw(card, jar, options);
    return status === 201
      ? { status, token: body as CardTokenResponse, refusal: null, headers }
      : { status, token: null, refusal: body as CardTokenErrorResponse, headers };
  };

  /** The token of `card`; throws, naming the refusal, unless the call answers 201. */
  const tokenOf = async (card: CardTokenRequest, jar: CookieJar): Promise<string> => {
    const answer = await tokenise(card, jar);
    if (!answer.token) throw new Error(`tokenising answered ${answer.status}: ${JSON.stringify(answer.refusal)}`);
    return answer.token.token;
  };

  const paymentInfo = (cartId: string, jar?: CookieJar, locale?: string) => send(PaymentInfoDocument, { cartId }, jar, locale);
  const updateCartPayment = (input: UpdateCartPaymentInput, jar?: CookieJar, locale?: string) => send(UpdateCartPaymentDocument, { input }, jar, locale);

  /** Tokenises `card` and pays the cart with it, as the overlay's "Use this card" does; throws on any refusal and returns the paid cart. */
  const payCart = async (cart: { id: string; revisionNumber: number }, jar: CookieJar, card: CardTokenRequest = TEST_CARDS.visa, saveCard = false) => {
    const paymentToken = await tokenOf(card, jar);
    const answer = await updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken, saveCard }, jar);
    if (!answer.data) throw new Error(`updateCartPayment refused: ${JSON.stringify(answer.errors)}`);
    return answer.data.updateCartPayment;
  };

  return { tokeniseRaw, tokenise, tokenOf, paymentInfo, updateCartPayment, payCart };
}
