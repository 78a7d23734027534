import { createGraphQLError } from 'graphql-yoga';
import { PROPERTY_CODE_PATTERN } from '../../shared/domain/saved-properties';
import { accountMutations, accountQuery } from '../account/profile/account-resolvers';
import { aaaMutations, aaaQuery } from '../booking/aaa/aaa-resolvers';
import { bookingMutations, bookingQuery } from '../booking/booking-resolvers';
import { confirmationMutations, confirmationQuery } from '../booking/confirmation/confirmation-resolvers';
import { cartGuestInfoResolvers, cartGuestResolvers, guestInfoMutations, guestInfoQueries } from '../booking/guest-info';
import { cartInsuranceResolvers, insuranceMutations, insuranceQuery } from '../booking/insurance/insurance-resolvers';
import { orderCheckoutResolvers } from '../booking/orders/order-fields';
import { orderMutations, orderQuery } from '../booking/orders/order-resolvers';
import { cartPaymentResolvers, paymentMutations, paymentQuery } from '../booking/payment/payment-resolvers';
import { reservationMutations } from './cancel-reservation-rooms';
import { modifyMutations, modifyQuery } from './modify-reservation';
import { checkInMutations, checkInQuery } from './check-in-resolvers';
import { upgradeMutations, upgradeQuery } from './upgrade-resolvers';
import { suiteNightAwardItemResolvers, suiteNightAwardMutations } from './suite-night-award-resolvers';
import { customerMutations, customerQuery } from './customer-resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { orderItemResolvers } from './order-item-resolvers';
import { propertyResolvers } from './property-resolvers';
import { findPropertyByCode, findPropertyBySeoNickname, listProperties } from './property-row';
import { reservationQuery } from './reservation-resolvers';
import { savedPropertyResolvers } from './saved-property';
import { searchQuery } from '../search/search-resolvers';
import { bookerProofResolvers, bookingCodeMutations } from '../reservations/booking-code/booking-code-resolvers';

// Nicknames are lower-case words joined by hyphens.
const SEO_NICKNAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const SEO_NICKNAME_MAX = 120;

export const resolvers: Resolvers = {
  Query: {
    property: (_parent, { id }, { db }) => {
      if (!PROPERTY_CODE_PATTERN.test(id)) {
        throw createGraphQLError('A property id is a five-character property code such as NYCTS.', {
          extensions: { code: 'BAD_USER_INPUT', field: 'id' },
        });
      }
      return findPropertyByCode(db, id);
    },
    propertyBySeoNickname: (_parent, { seoNickname }, { db }) => {
      if (seoNickname.length > SEO_NICKNAME_MAX || !SEO_NICKNAME.test(seoNickname)) {
        throw createGraphQLError('seoNickname is lower-case words joined by hyphens, such as nycts-portico-times-square.', {
          extensions: { code: 'BAD_USER_INPUT', field: 'seoNickname' },
        });
      }
      return findPropertyBySeoNickname(db, seoNickname);
    },
    properties: (_parent, _args, { db }) => listProperties(db),
    ...customerQuery,
    ...accountQuery,
    ...reservationQuery,
    ...modifyQuery,
    ...checkInQuery,
    ...upgradeQuery,
    ...bookingQuery,
    ...guestInfoQueries,
    ...aaaQuery,
    ...insuranceQuery,
    ...orderQuery,
    ...paymentQuery,
    ...confirmationQuery,
    ...searchQuery,
  },
  Mutation: {
    ...customerMutations,
    ...accountMutations,
    ...reservationMutations,
    ...modifyMutations,
    ...checkInMutations,
    ...upgradeMutations,
    ...suiteNightAwardMutations,
    ...bookingMutations,
    ...guestInfoMutations,
    ...aaaMutations,
    ...insuranceMutations,
    ...orderMutations,
    ...paymentMutations,
    ...confirmationMutations,
    ...bookingCodeMutations,
  },
  Cart: { ...cartGuestInfoResolvers, ...cartInsuranceResolvers, ...cartPaymentResolvers },
  CartGuest: cartGuestResolvers,
  Order: { ...orderCheckoutResolvers, ...bookerProofResolvers },
  OrderItem: { ...orderItemResolvers, ...suiteNightAwardItemResolvers },
  Property: propertyResolvers,
  SavedProperty: savedPropertyResolvers,
};
