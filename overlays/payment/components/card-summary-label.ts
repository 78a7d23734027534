import { cardBrandLabel } from '../../../shared/validation/payment-card';
import type { SavedCard } from '../form/payment-card-values';

/** A card in words: brand, last four and expiry, never more (e.g. "Visa ending in 1111, expires 12/2028"). */
export function cardSummaryLabel(card: Pick<SavedCard, 'brand' | 'lastFour' | 'expiryMonth' | 'expiryYear'>): string {
  return `${cardBrandLabel(card.brand)} ending in ${card.lastFour}, expires ${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
}
