import type { CardBrand as Brand } from '../../../shared/validation/payment-card';
import { CardBrand, type CardSummary, type OrderCard } from '../../graphql/generated/resolvers-types';
import type { CardRecord } from './card-token-store';

const AS_GRAPHQL: Record<Brand, CardBrand> = {
  VISA: CardBrand.Visa,
  MASTERCARD: CardBrand.Mastercard,
  AMEX: CardBrand.Amex,
  DINERS: CardBrand.Diners,
  DISCOVER: CardBrand.Discover,
  JCB: CardBrand.Jcb,
  UNIONPAY: CardBrand.Unionpay,
};

export const cardBrandShape = (brand: Brand): CardBrand => AS_GRAPHQL[brand];

/** What the vault's row shows of a card outside it, token aside. */
const shownOf = (card: CardRecord) => ({
  brand: cardBrandShape(card.brand),
  lastFour: card.lastFour,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  cardholderName: card.cardholderName,
});

/** A booked order's card (OrderCard): what its pages show, without the token a lookup could read. */
export const orderCardShape = (card: CardRecord): OrderCard => shownOf(card);

/** A card as the schema's CardSummary: never more than the vault's row shows outside it. */
export const cardSummaryShape = (card: CardRecord): CardSummary => ({ token: card.token, ...shownOf(card) });
