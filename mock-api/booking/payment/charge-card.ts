import type { Queryable } from '../../db/database';
import type { CardVault } from './card-vault';
import { findCardToken } from './card-token-store';
import { PaymentErrorCode, paymentRefused } from './payment-errors';
import { authorisePayment } from './payment-step';

/** An amount to take from a card, in minor units of its currency. */
export type Charge = { amountMinor: number; currency: string };

/**
 * Takes `charges` from the card behind `token` through the payment step, when an order is made or
 * insured: credit card info authorised the card for the cart as it was then, but the cart may have been
 * repriced, insured or topped up with points since, so what is charged is authorised again here, in the
 * transaction that records it. A decline (PAYMENT_DECLINED) rolls that transaction back. A zero charge (a
 * guarantee) still checks the card is good, as an issuer's zero authorisation does.
 */
export async function chargeCard(tx: Queryable, vault: CardVault, token: string, charges: readonly Charge[]): Promise<void> {
  const card = await findCardToken(tx, token);
  if (!card) throw paymentRefused(PaymentErrorCode.TokenInvalid);
  for (const charge of charges) {
    if (!authorisePayment(vault, card, charge).isApproved) throw paymentRefused(PaymentErrorCode.Declined);
  }
}
