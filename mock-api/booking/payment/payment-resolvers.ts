import type { CartResolvers, MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { cartPaymentOf } from './cart-payment';
import { paymentInfo } from './payment-info';
import { updateCartPayment } from './update-cart-payment';

/** The payment part of checkout.graphql: payment info, credit card info and the cart's payment. */
export const paymentQuery: Pick<QueryResolvers, 'paymentInfo'> = {
  paymentInfo: (_parent, { cartId }, context) => paymentInfo(cartId, context),
};

export const paymentMutations: Pick<MutationResolvers, 'updateCartPayment'> = {
  updateCartPayment: (_parent, { input }, context) => updateCartPayment(input, context),
};

/** Cart.payment: a cart reaches a resolver only once its browser's hold was checked, so its id is enough. */
export const cartPaymentResolvers: Pick<CartResolvers, 'payment'> = {
  payment: (cart, _args, { db }) => cartPaymentOf(db, cart.id),
};
