import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { findBookingViewer } from '../booking-viewer';
import { heldCart, liveSessionId } from '../held-cart';
import { cartAcknowledgements } from './booking-acknowledgements';
import { createOrder } from './create-order';
import { displayLocaleOf } from '../../http/accept-language';

/** Spec 2 pre-booking acknowledgements of this browser's held cart, with its amounts in the request's locale. */
export const orderQuery: Pick<QueryResolvers, 'bookingAcknowledgements'> = {
  bookingAcknowledgements: async (_parent, { cartId }, context) => {
    const { db, clock } = context;
    const now = clock();
    const cart = await heldCart(db, cartId, await liveSessionId(db, context), now);
    const viewer = await findBookingViewer(db, context.sessionToken, clock);
    const balance = viewer.isMember ? viewer.pointsBalance : 0;
    return (await cartAcknowledgements(db, cart, { balance, locale: displayLocaleOf(context.acceptLanguage), now })).acknowledgements;
  },
};

/** Spec 7 "create order" (Book now). */
export const orderMutations: Pick<MutationResolvers, 'createOrder'> = {
  createOrder: (_parent, { input }, context) => createOrder(input, context),
};
