import type { Queryable } from '../db/database';
import type { ResolversParentTypes } from '../graphql/generated/resolvers-types';
import { findPropertyByCode } from '../graphql/property-row';
import { cancellationPolicyFor } from './cancellation-policy';
import type { CartRecord } from './cart-store';
import { cancellationPolicyShape, nightlyRatesShape, ratePlanShape, ratePriceShape, roomTypeShape, selectionShape } from './graphql-shapes';
import { loadHotelCatalogue } from './hotel-catalogue';
import { stayPrice } from './stay-price';

type CartAnswer = ResolversParentTypes['Cart'];

/**
 * A cart as the pages read it: priced from the prices and taxes it holds, never the ones of today, and
 * its cancellation policy judged at `now`. Its hotel, room type and rate plan are still there: carts
 * refer to them, so the database refuses to remove them.
 */
export async function cartAnswer(db: Queryable, cart: CartRecord, now: Date): Promise<CartAnswer> {
  const [property, catalogue] = await Promise.all([findPropertyByCode(db, cart.criteria.propertyId), loadHotelCatalogue(db, cart.criteria.propertyId)]);
  const roomType = catalogue?.roomTypes.find((room) => room.code === cart.roomTypeCode);
  const ratePlan = catalogue?.ratePlans.find((plan) => plan.code === cart.ratePlanCode);
  if (!property || !roomType || !ratePlan) throw new Error(`Cart ${cart.id.slice(0, 4)}… refers to a hotel, room type or rate plan that is gone`);
  const { numRooms } = cart.criteria;
  const price = stayPrice(cart.nights, { numRooms, taxes: cart.taxes, comparesWithFlexibleRate: ratePlan.mode === 'CASH' });
  const policy = cancellationPolicyFor(ratePlan, { checkInDate: cart.criteria.checkInDate, timeZone: property.timeZone, nights: cart.nights, numRooms, taxes: cart.taxes, currency: cart.currency, now });
  return {
    id: cart.id,
    revisionNumber: cart.revisionNumber,
    expiresAt: cart.expiresAt.toISOString(),
    property,
    stay: selectionShape(cart.criteria),
    roomType: roomTypeShape(roomType),
    ratePlan: ratePlanShape(ratePlan),
    price: ratePriceShape(price, cart.currency),
    nights: nightlyRatesShape(cart.nights, cart.currency),
    cancellationPolicy: cancellationPolicyShape(policy, cart.currency),
  };
}
