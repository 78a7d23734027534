import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { firstGraphQlError } from '../../../shared/graphql/graphql-error-code';
import { UpdateCartPaymentMutation } from '../../../shared/graphql/operations/checkout/payment';
import type { Messages } from '../../../shared/i18n/messages';
import { logPaymentFailure, reportPaymentFailure, type ReportToHost } from '../api/payment-request';
import { TOKENIZE_CARD_OPERATION, tokenizeCard } from '../api/tokenize-card';
import type { CardBrand } from '../../../shared/validation/payment-card';
import { cardTokenRequestOf } from './card-token-request';
import { NEW_CARD, type PaymentCardField, type PaymentCardInput, type SavedCard } from './payment-card-values';

export type PayContext = {
  /** The GraphQL client whose failures are logged and reported to the host. */
  request: GraphQlRequest;
  /** The same client without the reporting: for a first try whose refusal may be answered by trying again. */
  unreportedRequest: GraphQlRequest;
  cartId: string;
  revisionNumber: number;
  locale: string;
  savedCards: readonly SavedCard[];
  /** Reads the cart's revision again, after the payment was refused as stale. */
  refreshRevision(): Promise<number>;
  report: ReportToHost;
  /** The page's words: for a shared card rule's refusal the tokenising call names by its message key, and for the catalogue's refusals. */
  messages: Messages;
};

export type PaymentOutcome =
  /** The cart is paid with the card (brand code and last four only). */
  | { kind: 'paid'; revisionNumber: number; brand: CardBrand; lastFour: string; isSavedCard: boolean; isCardSaved: boolean }
  /** The tokenising call or the payment step refused the card: the message goes on `field`, or above the form. */
  | { kind: 'refused'; code: string; field: PaymentCardField | null; message: string }
  /** The booking session or cart is gone: the host was told and leaves the page. */
  | { kind: 'ended'; code: string }
  /** A call failed without judging the card; once a token was made the card must be entered again all the same. */
  | { kind: 'failed'; code: string }
  /** The tokenising call gave no token back: nothing was paid, and what was typed is kept so it can be sent again. */
  | { kind: 'unreachable' };

const ENDED_CODES = new Set<string>([ReservationErrorKey.CartExpired, ReservationErrorKey.SessionExpired]);

/** The payment step's refusals of a card, and the field of a new card each is about. */
const CARD_REFUSALS: Record<string, PaymentCardField | null> = {
  [ReservationErrorKey.PaymentDeclined]: null,
  [ReservationErrorKey.PaymentTokenInvalid]: null,
  [ReservationErrorKey.PaymentCardExpired]: 'expiryMonth',
  [ReservationErrorKey.CardBrandNotAccepted]: 'cardNumber',
};

type Card = { token: string; brand: CardBrand; lastFour: string };

/**
 * "Use this card": a new card goes to the tokenising call first (its number and security code nowhere
 * else), then the cart is paid with the token; a saved card is paid with its own token. A payment
 * refused as stale is tried once more at the cart's current revision with the same token.
 */
export async function payWithCard(values: PaymentCardInput, context: PayContext): Promise<PaymentOutcome> {
  const isSavedCard = values.cardChoice !== NEW_CARD;
  let card: Card;
  if (isSavedCard) {
    const saved = context.savedCards.find((item) => item.token === values.cardChoice);
    if (!saved) return { kind: 'refused', code: ReservationErrorKey.PaymentTokenInvalid, field: 'cardChoice', message: context.messages.say(reservationErrorRef(ReservationErrorKey.PaymentTokenInvalid)) };
    card = saved;
  } else {
    const tokenised = await tokenizeCard(cardTokenRequestOf(values), context.locale, context.messages);
    if (tokenised.status === 'unreachable') return { kind: 'unreachable' };
    if (tokenised.status === 'refused') {
      const { code, field, message, httpStatus } = tokenised;
      logPaymentFailure({ operationName: TOKENIZE_CARD_OPERATION, code, codes: [code], field });
      if (httpStatus === 401 || ENDED_CODES.has(code)) {
        // No live booking session: the host hears it as it hears a dead cart from GraphQL, and leaves.
        context.report({ operationName: TOKENIZE_CARD_OPERATION, codes: [code], isPaymentInfo: true });
        return { kind: 'ended', code };
      }
      return { kind: 'refused', code, field, message: field && message ? message : context.messages.say(reservationErrorRef(code)) };
    }
    card = tokenised.card;
  }
  const saveCard = !isSavedCard && values.saveCard;
  try {
    const paid = await updateCartPayment(card.token, saveCard, context);
    const paidCard = paid.updateCartPayment.payment?.card ?? card;
    return { kind: 'paid', revisionNumber: paid.updateCartPayment.revisionNumber, brand: paidCard.brand, lastFour: paidCard.lastFour, isSavedCard, isCardSaved: saveCard };
  } catch (error) {
    const { code } = firstGraphQlError(error);
    if (ENDED_CODES.has(code)) return { kind: 'ended', code };
    if (Object.hasOwn(CARD_REFUSALS, code)) return { kind: 'refused', code, field: isSavedCard ? null : (CARD_REFUSALS[code] ?? null), message: context.messages.say(reservationErrorRef(code)) };
    return { kind: 'failed', code };
  }
}

async function updateCartPayment(paymentToken: string, saveCard: boolean, context: PayContext) {
  const input = (revisionNumber: number) => ({ input: { cartId: context.cartId, revisionNumber, paymentToken, saveCard } });
  try {
    return await context.unreportedRequest(UpdateCartPaymentMutation, input(context.revisionNumber));
  } catch (error) {
    if (firstGraphQlError(error).code !== ReservationErrorKey.StaleRevision) {
      await reportPaymentFailure(UpdateCartPaymentMutation, error, context.report);
      throw error;
    }
    // The cart changed under the form (a reprice, another tab): nothing the guest did wrong, so the host
    // hears of it only if paying at the cart's current revision fails too.
    return context.request(UpdateCartPaymentMutation, input(await context.refreshRevision()));
  }
}
