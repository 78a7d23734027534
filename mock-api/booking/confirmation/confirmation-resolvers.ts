import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { confirmationOffers } from './confirmation-offers';
import { createTravelInsuranceOrder, travelInsuranceOffer } from './order-insurance';
import { saveReservationToMyTrips } from './save-to-my-trips';
import { shareConfirmation } from './share-confirmation';

/** The confirmation page's queries of checkout.graphql: its offers, and a travel-insurance quote for the booked order. */
export const confirmationQuery: Pick<QueryResolvers, 'confirmationOffers' | 'travelInsuranceOffer'> = {
  confirmationOffers: (_parent, { propertyId }, { db }) => confirmationOffers(db, propertyId),
  travelInsuranceOffer: (_parent, { confirmationNumber }, context) => travelInsuranceOffer(confirmationNumber, context),
};

/** What a guest does from the confirmation: share it, insure the trip, and save a guest booking to a member's trips. */
export const confirmationMutations: Pick<MutationResolvers, 'shareConfirmation' | 'saveReservationToMyTrips' | 'createTravelInsuranceOrder'> = {
  createTravelInsuranceOrder: (_parent, { input }, context) => createTravelInsuranceOrder(input, context),
  shareConfirmation: (_parent, { input }, context) => shareConfirmation(input, context),
  saveReservationToMyTrips: (_parent, { confirmationNumber }, context) => saveReservationToMyTrips(confirmationNumber, context),
};
