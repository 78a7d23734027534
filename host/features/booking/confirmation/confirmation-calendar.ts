import { calendarDay } from '../../../../shared/format/format-stay-dates';
import type { Messages } from '../../../../shared/i18n/messages';

/** What the calendar entry of a booking holds. */
export type ConfirmationCalendarInput = {
  /** The order's id, which makes the entry's UID: the same booking downloaded twice is one entry. */
  orderId: string;
  /** The site's host name, the UID's right-hand side (RFC 5545 3.8.4.7: unique across hosts). */
  uidDomain: string;
  hotelName: string;
  /** The hotel's address on one line; the hotel's name alone when it is not known. */
  location: string;
  /** ISO calendar days at the hotel: the stay's first night and the day it ends. */
  checkInDate: string;
  checkOutDate: string;
  confirmationNumbers: readonly string[];
  /** When the file is made (DTSTAMP). */
  now: Date;
};

const CRLF = '\r\n';
/** RFC 5545 3.1: a content line is at most 75 octets, not counting its line break. */
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped in TEXT, and a line break is written \n. */
export function escapeCalendarText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a line longer than 75 octets continues on the next after CRLF and one space (which
 * counts towards that line's 75). It breaks between characters, never inside a UTF-8 sequence.
 */
export function foldCalendarLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** RFC 5545 3.3.4: a DATE value, 20260703. */
const dateValue = (isoDate: string) => calendarDay(isoDate).toISOString().slice(0, 10).replace(/-/g, '');

/** RFC 5545 3.3.5: a UTC DATE-TIME value, 20260601T120000Z. */
const utcDateTimeValue = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The booking as an RFC 5545 calendar (Add to calendar): one all-day event from check-in to check-out
 * (DTEND is exclusive, so the departure day ends it), at the hotel's address, naming the confirmation
 * numbers, in `t`'s language. Lines end in CRLF, text is escaped and long lines are folded. Throws a
 * RangeError for a date that is not an ISO calendar day or a stay that does not end after it starts.
 */
export function buildConfirmationCalendar(input: ConfirmationCalendarInput, t: Messages['t']): string {
  if (calendarDay(input.checkOutDate) <= calendarDay(input.checkInDate)) {
    throw new RangeError(`A stay ends after it starts: ${input.checkInDate} to ${input.checkOutDate}`);
  }
  const numbers = t('confirmation.calendar.numbers', { count: input.confirmationNumbers.length, numbers: input.confirmationNumbers.join(', ') });
  const description = `${numbers}\n${input.hotelName}, ${input.location}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portico//Booking confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeCalendarText(`order-${input.orderId}@${input.uidDomain}`)}`,
    `DTSTAMP:${utcDateTimeValue(input.now)}`,
    `DTSTART;VALUE=DATE:${dateValue(input.checkInDate)}`,
    `DTEND;VALUE=DATE:${dateValue(input.checkOutDate)}`,
    `SUMMARY:${escapeCalendarText(t('confirmation.calendar.summary', { hotelName: input.hotelName }))}`,
    `LOCATION:${escapeCalendarText(input.location)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
    // The stay does not make the guest busy for the whole of those days.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join(CRLF) + CRLF;
}
