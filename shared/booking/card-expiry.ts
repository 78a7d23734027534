/** A card's expiry as the payment form and the vault keep it: month 1 to 12, four-digit year. */
export type CardExpiry = { expiryMonth: number; expiryYear: number };

/** The last day a card is good on (a card is good to the end of its month), as an ISO day. */
export function lastDayOfCard({ expiryMonth, expiryYear }: CardExpiry): string {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(expiryYear, expiryMonth, 0)).toISOString().slice(0, 10);
}

/**
 * Whether a card runs out before a stay ends (PAYMENT_CARD_EXPIRED): the hotel charges a guarantee or
 * the rest of a deposit as late as check-out, so the card must still be good on the check-out day.
 */
export function cardExpiresBeforeCheckOut(card: CardExpiry, checkOutDate: string): boolean {
  return lastDayOfCard(card) < checkOutDate;
}
