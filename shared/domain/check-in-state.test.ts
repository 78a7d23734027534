import { describe, expect, it } from 'vitest';
import { addDays, checkInState, CheckInState, isoDayOf, stayPhase, type RoomStay } from './check-in-state';

// Arrives on the 10th, leaves on the 13th (three nights).
const booked: RoomStay = {
  checkInDate: '2026-06-10',
  checkOutDate: '2026-06-13',
  isCancelled: false,
  hasArrived: false,
  hasDeparted: false,
  hasCheckedInOnline: false,
};
const onlineCheckedIn = { ...booked, hasCheckedInOnline: true };
const inHouse = { ...booked, hasArrived: true };
const checkedOut = { ...inHouse, hasDeparted: true };
const cancelled = { ...booked, isCancelled: true };

const DAYS = ['2026-06-01', '2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-07-01'];

describe('ISO days', () => {
  it('takes the UTC day of an instant', () => {
    expect(isoDayOf(new Date('2026-06-09T23:59:59.999Z'))).toBe('2026-06-09');
    expect(isoDayOf(new Date('2026-06-10T00:00:00Z'))).toBe('2026-06-10');
  });

  it('adds and subtracts days across months, years and a leap day', () => {
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-06-10', 0)).toBe('2026-06-10');
  });
});

describe('check-in state of a booked room, day by day', () => {
  it.each([
    ['2026-06-01', CheckInState.PreArrival],
    ['2026-06-08', CheckInState.PreArrival],
    ['2026-06-09', CheckInState.CheckInEligible],
    ['2026-06-10', CheckInState.CheckInEligible],
    // The guest never arrived: a no-show has nothing left to check in to.
    ['2026-06-11', null],
    ['2026-06-13', null],
    ['2026-07-01', null],
  ])('on %s is %s', (today, state) => {
    expect(checkInState(booked, today)).toBe(state);
  });
});

describe('check-in state once checked in online', () => {
  it.each([
    ['2026-06-08', CheckInState.PreArrival],
    ['2026-06-09', CheckInState.CheckInModifiable],
    ['2026-06-10', CheckInState.CheckInModifiable],
    ['2026-06-11', null],
  ])('on %s is %s', (today, state) => {
    expect(checkInState(onlineCheckedIn, today)).toBe(state);
  });

  it('gives way to the front desk: arrived is in house whether or not the guest checked in online', () => {
    expect(checkInState({ ...inHouse, hasCheckedInOnline: true }, '2026-06-10')).toBe(CheckInState.CheckedInHouse);
  });
});

describe('check-in state of a guest in house', () => {
  it.each([
    ['2026-06-10', CheckInState.CheckedInHouse],
    ['2026-06-11', CheckInState.CheckedInHouse],
    ['2026-06-12', CheckInState.CheckedInHouse],
    ['2026-06-13', CheckInState.CheckOutEligible],
    // Still not checked out after the departure day: the stay is over all the same.
    ['2026-06-14', null],
  ])('on %s is %s', (today, state) => {
    expect(checkInState(inHouse, today)).toBe(state);
  });

  it('is in house on a day before the booked arrival when the guest came early', () => {
    expect(checkInState(inHouse, '2026-06-09')).toBe(CheckInState.CheckedInHouse);
  });
});

describe('check-in state of a room with nothing ahead', () => {
  it.each(DAYS)('is null on %s once checked out', (today) => {
    expect(checkInState(checkedOut, today)).toBeNull();
  });

  it.each(DAYS)('is null on %s once cancelled, whatever else is recorded', (today) => {
    expect(checkInState(cancelled, today)).toBeNull();
    expect(checkInState({ ...cancelled, hasCheckedInOnline: true }, today)).toBeNull();
  });
});

describe('stay phase', () => {
  it('is upcoming until the arrival day ends, then ended for a guest who never came', () => {
    expect(stayPhase(booked, '2026-06-01')).toBe('upcoming');
    expect(stayPhase(booked, '2026-06-10')).toBe('upcoming');
    expect(stayPhase(booked, '2026-06-11')).toBe('ended');
  });

  it('is in house from arrival through the departure day, then ended', () => {
    expect(stayPhase(inHouse, '2026-06-10')).toBe('inHouse');
    expect(stayPhase(inHouse, '2026-06-13')).toBe('inHouse');
    expect(stayPhase(inHouse, '2026-06-14')).toBe('ended');
  });

  it('is ended from check-out, even on the departure day', () => {
    expect(stayPhase(checkedOut, '2026-06-13')).toBe('ended');
  });

  it('is cancelled before anything else', () => {
    expect(stayPhase({ ...checkedOut, isCancelled: true }, '2026-06-13')).toBe('cancelled');
  });

  it('agrees with the check-in state: a state exactly while upcoming or in house', () => {
    const rooms = [booked, onlineCheckedIn, inHouse, checkedOut, cancelled];
    for (const room of rooms) {
      for (const today of DAYS) {
        const phase = stayPhase(room, today);
        expect(checkInState(room, today) !== null, `${JSON.stringify(room)} on ${today}`).toBe(phase === 'upcoming' || phase === 'inHouse');
      }
    }
  });
});
