import { cardNumberError } from '../../../shared/validation/payment-card';
import type { CardVault } from './card-vault';
import type { CardTokenRecord } from './card-token-store';

/** The issuer's answer to an authorisation: approved, or declined (nothing is held on the card). */
export type AuthorisationResult = { isApproved: true } | { isApproved: false; reason: 'DECLINED' };

/**
 * The test card the issuer declines (ARCHITECTURE.md, booking: Visa 4000 0000 0000 0002), so the
 * declined path can be walked end to end; every other card that passes the form's rules is approved.
 */
export const DECLINED_TEST_CARD = '4000000000000002';

/**
 * The payment step: a stand-in for the card's issuer, asked to authorise `amountMinor` of `currency`
 * (zero for a guarantee: a check that the card is good) on the card behind `card`'s token. It is the only
 * code that opens the vault; the number lives in this call's scope and goes nowhere else.
 */
export function authorisePayment(vault: CardVault, card: CardTokenRecord, amount: { amountMinor: number; currency: string }): AuthorisationResult {
  if (!Number.isSafeInteger(amount.amountMinor) || amount.amountMinor < 0) throw new RangeError('An authorisation is for whole minor units, never less than nothing');
  const digits = vault.open(card.token, card.sealed);
  if (digits === DECLINED_TEST_CARD || cardNumberError(digits) !== null) return { isApproved: false, reason: 'DECLINED' };
  return { isApproved: true };
}
