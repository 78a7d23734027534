import { intlLocaleOf } from '../../../../shared/domain/locales';
import type { CardSummaryFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import type { Messages } from '../../../../shared/i18n/messages';
import { cardBrandLabel } from '../../../../shared/validation/payment-card';

type CardNaming = Pick<CardSummaryFieldsFragment, 'brand' | 'lastFour'>;

/** A card as the pages name it, by its brand (a name, the same in every language) and its last four digits: "Visa ending in 1111". */
export function cardText(t: Messages['t'], { brand, lastFour }: CardNaming): string {
  return t('checkout.card.endingIn', { brand: cardBrandLabel(brand), lastFour });
}

/**
 * A card's expiry as the locale writes a month of a year ("12/2028" in en-US), in Western digits, which
 * the server's and the browser's ICU agree on for every locale.
 */
export function cardExpiryText({ expiryMonth, expiryYear }: Pick<CardSummaryFieldsFragment, 'expiryMonth' | 'expiryYear'>, locale: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(expiryYear, expiryMonth - 1, 1));
}
