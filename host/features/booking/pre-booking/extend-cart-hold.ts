import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import type { ExtendAndUpdateCartExpirationMutation, ExtendCartInput } from '../../../../shared/graphql/generated/graphql';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';

/** What an extend answers: the cart's new revision and the hold's new end. */
export type ExtendedHold = ExtendAndUpdateCartExpirationMutation['extendAndUpdateCartExpiration'];

export type CartRevision = { id: string; revisionNumber: number };

export type ExtendCartHoldOptions = {
  /** Sends ExtendAndUpdateCartExpiration. */
  extend(input: ExtendCartInput): Promise<ExtendedHold>;
  /** Reads the cart again (and shows what it reads). */
  reread(): Promise<CartRevision>;
};

/**
 * "Keep my rooms": renews the hold of `cart` at the revision this page knows. When another tab changed
 * the cart first (STALE_REVISION), the cart is read again and the renewal tried once more at the
 * revision read; a second refusal, like any other, is thrown for the page to handle.
 */
export async function extendCartHold(cart: CartRevision, { extend, reread }: ExtendCartHoldOptions): Promise<ExtendedHold> {
  try {
    return await extend({ cartId: cart.id, revisionNumber: cart.revisionNumber });
  } catch (error) {
    if (graphQlErrorCode(error) !== ReservationErrorKey.StaleRevision) throw error;
    const current = await reread();
    return extend({ cartId: current.id, revisionNumber: current.revisionNumber });
  }
}
