import { describe, expect, it } from 'vitest';
import { rateKeyOf, rateRequestOf } from './rate-to-hold';

const query = (fields: Record<string, string>) => new URLSearchParams(fields);
const RATE = { propertyId: 'nycts', checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numAdultsPerRoom: '2', roomTypeCode: 'gkng', ratePlanCode: 'FLEX' };

describe('the rate a page asks the guest-info overlay to hold', () => {
  it('is nothing when the address names no rate', () => {
    expect(rateRequestOf(query({ overlay: 'true', locale: 'en-US' }))).toEqual({ kind: 'none' });
  });

  it('reads the search’s fields with their defaults, and the codes in capitals', () => {
    expect(rateRequestOf(query(RATE))).toEqual({
      kind: 'rate',
      rate: {
        search: { propertyId: 'NYCTS', checkInDate: '2027-03-01', checkOutDate: '2027-03-03', numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0, rewardsRedemption: false },
        roomTypeCode: 'GKNG',
        ratePlanCode: 'FLEX',
      },
    });
  });

  it('names each field it cannot read rather than guessing', () => {
    const answer = rateRequestOf(query({ ...RATE, numAdultsPerRoom: 'two', ratePlanCode: '' }));
    expect(answer).toEqual({ kind: 'unreadable', problems: [{ key: 'validation.search.wholeNumber' }, { key: 'guestInfo.startCart.codes' }] });
    expect(rateRequestOf(query({ roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' }))).toMatchObject({ kind: 'unreadable', problems: [{ key: 'validation.search.hotel' }] });
  });

  it('keys the same request the same way, and another stay apart', () => {
    const first = rateRequestOf(query(RATE));
    const again = rateRequestOf(query({ ...RATE, numRooms: '1' }));
    const later = rateRequestOf(query({ ...RATE, checkOutDate: '2027-03-04' }));
    if (first.kind !== 'rate' || again.kind !== 'rate' || later.kind !== 'rate') throw new Error('each reads as a rate');
    expect(rateKeyOf(again.rate)).toBe(rateKeyOf(first.rate));
    expect(rateKeyOf(later.rate)).not.toBe(rateKeyOf(first.rate));
  });
});
