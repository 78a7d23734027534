import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers-types';
import { cartMutations, cartQuery } from './cart-resolvers';
import { defaultSelection } from './default-selection';
import { roomTypeShape } from './graphql-shapes';
import { loadHotelCatalogue } from './hotel-catalogue';
import { nightlyProducts } from './nightly-products';
import { rateDetails } from './rate-details';
import { codeOf, propertyCodeOf } from './search-input';
import { searchProductsByProperty } from './search-products';

type BookingQueryField = 'searchProductsByProperty' | 'defaultSelection' | 'nightlyProducts' | 'roomDetails' | 'rateDetails' | 'cart';

/** The booking queries of booking.graphql (spec 7): search, calendar, room and rate details, and the cart. */
export const bookingQuery: Pick<QueryResolvers, BookingQueryField> = {
  searchProductsByProperty: (_parent, { input }, context) => searchProductsByProperty(input, context),
  defaultSelection: (_parent, { propertyId }, context) => defaultSelection(propertyId, context),
  nightlyProducts: (_parent, { input }, context) => nightlyProducts(input, context),
  roomDetails: async (_parent, { propertyId, roomTypeCode }, { db }) => {
    const hotelCode = propertyCodeOf(propertyId);
    const code = codeOf(roomTypeCode, 'roomTypeCode');
    const catalogue = await loadHotelCatalogue(db, hotelCode);
    const room = catalogue?.roomTypes.find((candidate) => candidate.code === code);
    return room ? roomTypeShape(room) : null;
  },
  rateDetails: (_parent, { input }, context) => rateDetails(input, context),
  ...cartQuery,
};

/** The cart mutations of booking.graphql: create, update, extend. */
export const bookingMutations: Pick<MutationResolvers, 'createCart' | 'updateCart' | 'extendAndUpdateCartExpiration'> = cartMutations;
