import { bookingPaths } from '../../../shared/domain/booking-paths';
import type { UniversalFooterProps } from './universal-footer';

/**
 * The booking steps between holding a room and booking it: a guest filling in their details should
 * not be offered the whole site on the way, so their footer is minimized (spec 2.7).
 */
const MINIMIZED_FOOTER_PATHS: ReadonlySet<string> = new Set(
  // Lower case, as the router matches addresses whatever their case.
  [bookingPaths.guestInfo.path, bookingPaths.reviewDetails.path, bookingPaths.reviewGuestInformation.path].map((path) => path.toLowerCase()),
);

export function footerVariantFor(pathname: string): NonNullable<UniversalFooterProps['variant']> {
  return MINIMIZED_FOOTER_PATHS.has(pathname.toLowerCase()) ? 'minimized' : 'expanded';
}
