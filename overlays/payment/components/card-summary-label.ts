import type { Messages } from '../../../shared/i18n/messages';
import { cardBrandLabel } from '../../../shared/validation/payment-card';
import type { SavedCard } from '../form/payment-card-values';

/** A card in words: brand, last four and expiry, never more (e.g. "Visa ending in 1111, expires 12/2028"). */
export function cardSummaryLabel(card: Pick<SavedCard, 'brand' | 'lastFour' | 'expiryMonth' | 'expiryYear'>, t: Messages['t']): string {
  // The month and year go in as text: as numbers the catalogue would group the year's digits ("2,028").
  return t('payment.cardSummary.label', { brand: cardBrandLabel(card.brand), lastFour: card.lastFour, month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) });
}
