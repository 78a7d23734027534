import type { CardSummaryFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { cardBrandLabel } from '../../../../shared/validation/payment-card';

type CardNaming = Pick<CardSummaryFieldsFragment, 'brand' | 'lastFour'>;

/** A card as the pages name it, by its brand in words and its last four digits: "Visa ending in 1111". */
export function cardText({ brand, lastFour }: CardNaming): string {
  return `${cardBrandLabel(brand)} ending in ${lastFour}`;
}

/** A card's expiry as the locale writes a month of a year ("12/2028" in en-US). */
export function cardExpiryText({ expiryMonth, expiryYear }: Pick<CardSummaryFieldsFragment, 'expiryMonth' | 'expiryYear'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(expiryYear, expiryMonth - 1, 1));
}
