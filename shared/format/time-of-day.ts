/** The part of the day a time falls in, for greetings and arrival times (spec 02 section 9). */
export type TimeOfDay = 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Morning from 06:00 to 12:00, noon after 12:00 to before 16:00, afternoon from 16:00 to before 18:00,
 * evening otherwise (the night included). `hour` is 0 to 23 and `minute` 0 to 59; anything else is a
 * caller's mistake and throws a RangeError rather than greeting the wrong way.
 */
export function timeOfDayOf(hour: number, minute = 0): TimeOfDay {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Not a time of day: ${hour}:${minute}`);
  }
  const minutes = hour * 60 + minute;
  if (minutes >= 6 * 60 && minutes <= 12 * 60) return 'morning';
  if (minutes < 16 * 60 && minutes > 12 * 60) return 'noon';
  if (minutes >= 16 * 60 && minutes < 18 * 60) return 'afternoon';
  return 'evening';
}
