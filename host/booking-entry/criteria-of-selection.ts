import type { SearchCriteria } from '../../shared/booking/search-criteria';
import type { AvailabilitySelectionFieldsFragment } from '../../shared/graphql/generated/graphql';

/** A stay as the server gives it (asked, offered or default) as a search the pages can link to again. */
export function criteriaOfSelection(selection: AvailabilitySelectionFieldsFragment): SearchCriteria {
  const { propertyId, checkInDate, checkOutDate, numRooms, numAdultsPerRoom, numChildrenPerRoom, rewardsRedemption } = selection;
  return { propertyId, checkInDate, checkOutDate, numRooms, numAdultsPerRoom, numChildrenPerRoom, rewardsRedemption };
}
