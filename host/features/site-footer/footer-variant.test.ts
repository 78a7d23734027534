import { describe, expect, it } from 'vitest';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { hostPaths } from '../../../shared/domain/paths';
import { footerVariantFor } from './footer-variant';

describe('the footer variant of a page', () => {
  it('is minimized on the booking steps between holding a room and booking it, whatever the address’s case', () => {
    expect(footerVariantFor(bookingPaths.guestInfo.path)).toBe('minimized');
    expect(footerVariantFor(bookingPaths.reviewDetails.path)).toBe('minimized');
    expect(footerVariantFor('/reservation/REVIEWGUESTINFORMATION.mi')).toBe('minimized');
  });

  it('is expanded everywhere else, the rate list and the confirmation included', () => {
    expect(footerVariantFor(hostPaths.home.path)).toBe('expanded');
    expect(footerVariantFor(bookingPaths.rateList.path)).toBe('expanded');
    expect(footerVariantFor(bookingPaths.confirmation.path)).toBe('expanded');
  });
});
