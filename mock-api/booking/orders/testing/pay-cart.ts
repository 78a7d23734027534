import { randomBytes } from 'node:crypto';
import type { CardBrand } from '../../../../shared/validation/payment-card';
import type { Queryable } from '../../../db/database';

export type TestCard = { brand: CardBrand; lastFour: string; expiryMonth: number; expiryYear: number; cardholderName: string };

export const TEST_VISA: TestCard = { brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cardholderName: 'Olivia Brown' };

/**
 * Puts a card on a cart as updateCartPayment will (it is built beside this, in booking/payment/, and is
 * not on this branch): a vault row with dummy ciphertext and a real brand and last four, the cart's
 * payment_token and payment_authorized_at set, and its revision bumped, as any change of a cart bumps
 * it. Answers the cart's new revision and the card's token. A test builder only: the real call checks
 * the token's session, the card's expiry and brand, and asks the payment step to authorise it.
 */
export async function payCart(db: Queryable, cartId: string, card: TestCard = TEST_VISA): Promise<{ revisionNumber: number; token: string }> {
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  await db.query(
    `insert into payment_card_tokens (token, brand, last_four, expiry_month, expiry_year, cardholder_name, key_id, number_ciphertext, number_nonce, number_tag,
       booking_session_id, member_id, created_at)
     select $1, $2, $3, $4, $5, $6, 'test-key', $7, $8, $9, c.booking_session_id, c.member_id, now() from carts c where c.id = $10`,
    [token, card.brand, card.lastFour, card.expiryMonth, card.expiryYear, card.cardholderName, randomBytes(16), randomBytes(12), randomBytes(16), cartId],
  );
  const { rows } = await db.query<{ revisionNumber: number }>(
    `update carts set payment_token = $2, payment_authorized_at = now(), revision_number = revision_number + 1 where id = $1 returning revision_number as "revisionNumber"`,
    [cartId, token],
  );
  if (!rows[0]) throw new Error(`No cart ${cartId} to pay`);
  return { revisionNumber: rows[0].revisionNumber, token };
}
