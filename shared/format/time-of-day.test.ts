import { describe, expect, it } from 'vitest';
import { timeOfDayOf } from './time-of-day';

describe('timeOfDayOf', () => {
  it('names each part of the day at and either side of its edges', () => {
    const at = (hour: number, minute: number) => timeOfDayOf(hour, minute);
    expect([at(5, 59), at(6, 0), at(11, 59), at(12, 0)]).toEqual(['evening', 'morning', 'morning', 'morning']);
    expect([at(12, 1), at(15, 59), at(16, 0), at(17, 59)]).toEqual(['noon', 'noon', 'afternoon', 'afternoon']);
    expect([at(18, 0), at(23, 59), at(0, 0), at(3, 30)]).toEqual(['evening', 'evening', 'evening', 'evening']);
  });

  it('refuses a time that is not one', () => {
    expect(() => timeOfDayOf(24)).toThrow(RangeError);
    expect(() => timeOfDayOf(-1)).toThrow(RangeError);
    expect(() => timeOfDayOf(9, 60)).toThrow(RangeError);
    expect(() => timeOfDayOf(9.5)).toThrow(RangeError);
  });
});
