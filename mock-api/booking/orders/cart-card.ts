import type { CardBrand } from '../../../shared/validation/payment-card';
import type { Queryable } from '../../db/database';

/** The card a cart is paid with, as the order and its e-mail may know it: the vault's token, brand, last four. */
export type CartCard = { token: string; brand: CardBrand; lastFour: string };

/** The card the payment step authorised for cart `cartId`, or null before one was given. */
export async function findCartCard(db: Queryable, cartId: string): Promise<CartCard | null> {
  const { rows } = await db.query<CartCard>(
    `select t.token, t.brand, t.last_four as "lastFour"
       from carts c join payment_card_tokens t on t.token = c.payment_token
      where c.id = $1 and c.payment_authorized_at is not null`,
    [cartId],
  );
  return rows[0] ?? null;
}
