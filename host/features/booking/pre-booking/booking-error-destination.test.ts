import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { GENERIC_BOOKING_ERROR } from '../../../../shared/domain/reservation-errors';
import { bookingErrorDestination } from './booking-error-destination';

const stay: SearchCriteria = {
  propertyId: 'NYCTS',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-05',
  numRooms: 1,
  numAdultsPerRoom: 2,
  numChildrenPerRoom: 0,
  rewardsRedemption: false,
};

describe('bookingErrorDestination (spec 4, cart and session failures)', () => {
  it('sends a cart that failed validation to the rate list for its stay', () => {
    expect(bookingErrorDestination('CART_VALIDATION_FAILED', stay)).toBe(
      '/reservation/rateListMenu.mi?propertyId=NYCTS&checkInDate=2026-07-03&checkOutDate=2026-07-05&numRooms=1&numAdultsPerRoom=2&numChildrenPerRoom=0&rewardsRedemption=false',
    );
  });

  it('sends it to the bare rate list when the stay is not known', () => {
    expect(bookingErrorDestination('CART_VALIDATION_FAILED', null)).toBe(bookingPaths.rateList.path);
  });

  it('sends an ended booking session to the expired-session page, with or without the stay', () => {
    expect(bookingErrorDestination('SESSION_VALIDATION_FAILED', stay)).toBe('/reservation/expiredSession.mi');
    expect(bookingErrorDestination('SESSION_VALIDATION_FAILED', null)).toBe('/reservation/expiredSession.mi');
  });

  it('sends a cart already booked to the confirmation its refusal names', () => {
    expect(bookingErrorDestination('E_ALREADY_CONFIRMED', stay, '81234567')).toBe('/reservation/confirmation.mi?confirmationNumber=81234567');
    expect(bookingErrorDestination('E_ALREADY_CONFIRMED', null, '81234567')).toBe(bookingPaths.confirmation.getHref('81234567'));
  });

  it('keeps the page for a cart already booked when the refusal names no confirmation', () => {
    expect(bookingErrorDestination('E_ALREADY_CONFIRMED', stay)).toBeNull();
    expect(bookingErrorDestination('E_ALREADY_CONFIRMED', stay, null)).toBeNull();
  });

  it('ignores a confirmation number given with any other code', () => {
    expect(bookingErrorDestination('CART_VALIDATION_FAILED', null, '81234567')).toBe(bookingPaths.rateList.path);
    expect(bookingErrorDestination('ROOMS_SOLD_OUT', stay, '81234567')).toBeNull();
  });

  it.each(['STALE_REVISION', 'RATE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', GENERIC_BOOKING_ERROR, 'cart_validation_failed', ''])(
    'keeps the page for %j, which it shows with a retry',
    (code) => {
      expect(bookingErrorDestination(code, stay)).toBeNull();
    },
  );
});
