import { bookingPaths } from '../../shared/domain/booking-paths';

/**
 * The availability form for one hotel with nothing else chosen yet: the form starts from the hotel's
 * default selection. `bookingPaths.availability.getHref` takes a whole search; a hotel page has only its
 * code, and the page reads a search with counts left out as the defaults.
 */
export function availabilityHrefFor(propertyId: string): string {
  return `${bookingPaths.availability.path}?${new URLSearchParams({ propertyId })}`;
}
