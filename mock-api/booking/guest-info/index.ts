import { readablePhoneNumber } from '../../../shared/validation/phone-number';
import type { CartGuestResolvers, CartResolvers, MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { cartExtrasQuery } from './cart-extras';
import { findCartGuestInfo } from './cart-guest-store';
import { lookupQueries } from './lookups';
import { memberInformationMutations, memberInformationQuery } from './member-information';
import { updateCartGuestInfo } from './update-cart-guest-info';

type GuestInfoQueryField = 'memberInformation' | 'countries' | 'states' | 'userFormTitles' | 'smsCountryCodes' | 'joinNowOptions' | 'roomRequests' | 'prepayConsent' | 'redemptionData';

/** The guest-info queries of guest-info.graphql this folder answers (AAA and insurance live beside it). */
export const guestInfoQueries: Pick<QueryResolvers, GuestInfoQueryField> = { ...memberInformationQuery, ...lookupQueries, ...cartExtrasQuery };

export const guestInfoMutations: Pick<MutationResolvers, 'updateCartGuestInfo' | 'updateMemberInformation' | 'updateUserInformation'> = {
  updateCartGuestInfo: (_parent, { input }, context) => updateCartGuestInfo(input, context),
  ...memberInformationMutations,
};

/** Cart.guestInfo: a cart reaches a resolver only once its browser's hold was checked, so its id is enough. */
export const cartGuestInfoResolvers: Pick<CartResolvers, 'guestInfo'> = {
  guestInfo: (cart, _args, { db }) => findCartGuestInfo(db, cart.id),
};

/** CartGuest.phoneDisplay: formatted here, so a page that shows the saved phone needs no libphonenumber. */
export const cartGuestResolvers: Pick<CartGuestResolvers, 'phoneDisplay'> = {
  phoneDisplay: (guest) => (guest.phone ? readablePhoneNumber(guest.phone, guest.address.countryCode) : null),
};
