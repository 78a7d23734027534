import { describe, expect, it } from 'vitest';
import type { OrderRecord, RoomRecord } from './order-record';
import { tripListOf } from './trip-lists';

// A no-show's stay ends with its arrival day: the day that matters is the hotel's, not UTC's.
const room = (timeZone: string): RoomRecord => ({
  confirmationNumber: '71234567',
  ordinal: 1,
  revision: 1,
  checkInDate: '2026-11-27',
  checkOutDate: '2026-11-29',
  nights: 2,
  name: 'One King Bed Guest Room',
  description: 'A king room.',
  features: [],
  inventoryTypeCode: 'GKNG',
  ratePlan: 'Flexible rate',
  isMemberRate: false,
  adults: 2,
  children: 0,
  currency: 'USD',
  nightlyRate: 42900,
  taxes: 12000,
  freeCancellationUntil: null,
  lateCancellationCharge: 42900,
  isPrepaid: false,
  suiteNightAward: null,
  checkedInOnlineAt: null,
  checkedInAt: null,
  checkedOutAt: null,
  cancellation: null,
  guests: [],
  timeZone,
});
const order = (timeZone: string): OrderRecord => ({ id: '1', memberId: '1', hotelCode: 'NYCTS', revision: 1, rooms: [room(timeZone)] });

describe('tripListOf', () => {
  it('keeps a stay upcoming while its arrival day lasts at the hotel, though UTC is already the next day', () => {
    // 04:30 UTC on the 28th is 23:30 on the 27th in New York, and 11:30 on the 28th in Bangkok.
    const now = new Date('2026-11-28T04:30:00Z');
    expect(tripListOf(order('America/New_York'), now)).toBe('upcoming');
    expect(tripListOf(order('Asia/Bangkok'), now)).toBe('past');
  });
});
