import { addDays } from '../../shared/booking/search-criteria';
import type { AvailabilitySelection } from '../graphql/generated/resolvers-types';
import type { GraphQLContext } from '../graphql/context';
import { findPropertyByCode } from '../graphql/property-row';
import { selectionShape } from './graphql-shapes';
import { propertyCodeOf, utcDay } from './search-input';

/**
 * Spec 7 "default selection", where "Check availability" starts: one night from the next UTC day, one
 * room, one adult, cash. The next UTC day is never before any guest's own today (no time zone is more
 * than a day ahead of UTC), so the pages' own rules always accept it; null for an unknown hotel.
 */
export async function defaultSelection(propertyId: string, { db, clock }: GraphQLContext): Promise<AvailabilitySelection | null> {
  const code = propertyCodeOf(propertyId);
  const property = await findPropertyByCode(db, code);
  if (!property) return null;
  const checkInDate = addDays(utcDay(clock()), 1);
  return selectionShape({
    propertyId: property.code,
    checkInDate,
    checkOutDate: addDays(checkInDate, 1),
    numRooms: 1,
    numAdultsPerRoom: 1,
    numChildrenPerRoom: 0,
    rewardsRedemption: false,
  });
}
