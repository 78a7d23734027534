import { describe, expect, it } from 'vitest';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { criteriaFixture, TEST_TODAY } from '../testing/booking-fixtures';
import { readRateListAddress } from './rate-list-address';

const read = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return readRateListAddress(url.pathname, url.searchParams, TEST_TODAY);
};

describe('readRateListAddress', () => {
  it('reads a good search with no problems and no modal', () => {
    expect(read(bookingPaths.rateList.getHref(criteriaFixture()))).toEqual({ criteria: criteriaFixture(), problems: [], modal: null });
  });

  it('names the modal of the room-pool and rate-rules addresses', () => {
    expect(read(bookingPaths.roomPool.getHref(criteriaFixture(), 'KING')).modal).toEqual({ kind: 'room', roomTypeCode: 'KING' });
    expect(read(bookingPaths.rateRules.getHref(criteriaFixture(), 'KING', 'FLEX')).modal).toEqual({ kind: 'rate', roomTypeCode: 'KING', ratePlanCode: 'FLEX' });
    expect(read(`${bookingPaths.rateRules.path}?${new URLSearchParams({ roomTypeCode: 'KING' })}`).modal).toBeNull();
  });

  it('lists the address’s own problems, then the search rules’', () => {
    const params = new URLSearchParams({ propertyId: 'NYCTS', checkInDate: '2026-05-01', checkOutDate: '2026-05-03', numRooms: 'two' });
    expect(read(`${bookingPaths.rateList.path}?${params}`).problems).toEqual([
      { field: 'numRooms', message: { key: 'validation.search.wholeNumber' } },
      { field: 'checkInDate', message: { key: 'validation.search.checkInPast' } },
    ]);
  });
});
