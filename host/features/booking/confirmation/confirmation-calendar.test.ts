import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../shared/i18n/messages';
import { buildConfirmationCalendar, escapeCalendarText, foldCalendarLine, type ConfirmationCalendarInput } from './confirmation-calendar';

const { t } = messagesFor('en-US');

const input = (overrides: Partial<ConfirmationCalendarInput> = {}): ConfirmationCalendarInput => ({
  orderId: '42',
  uidDomain: 'localhost',
  hotelName: 'Portico Times Square',
  location: '1535 Broadway, New York, NY 10036, United States',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-05',
  confirmationNumbers: ['40000001'],
  now: new Date('2026-06-01T12:34:56.789Z'),
  ...overrides,
});

type Property = { name: string; params: Record<string, string>; value: string };

/** Reads an iCalendar text back as RFC 5545 says a reader must: unfold, split name, parameters and value, unescape TEXT. */
function parseCalendar(text: string): Property[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const unfolded = text.slice(0, -2).replace(/\r\n[ \t]/g, '');
  return unfolded.split('\r\n').map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
    return { name, params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])), value };
  });
}

const propertyOf = (properties: Property[], name: string) => properties.find((property) => property.name === name);
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('buildConfirmationCalendar', () => {
  it('makes one VEVENT inside a VCALENDAR with the properties RFC 5545 requires', () => {
    const properties = parseCalendar(buildConfirmationCalendar(input(), t));
    expect(properties.map((property) => property.name)).toEqual([
      'BEGIN', 'VERSION', 'PRODID', 'CALSCALE', 'METHOD', 'BEGIN', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'DESCRIPTION', 'TRANSP', 'END', 'END',
    ]);
    expect(properties[0]?.value).toBe('VCALENDAR');
    expect(properties[5]?.value).toBe('VEVENT');
    expect(propertyOf(properties, 'VERSION')?.value).toBe('2.0');
    expect(propertyOf(properties, 'PRODID')?.value).toBe('-//Portico//Booking confirmation//EN');
    expect(propertyOf(properties, 'UID')?.value).toBe('order-42@localhost');
    expect(propertyOf(properties, 'SUMMARY')?.value).toBe('Stay at Portico Times Square');
  });

  it('gives check-in and check-out as all-day DATE values, and DTSTAMP in UTC', () => {
    const properties = parseCalendar(buildConfirmationCalendar(input(), t));
    expect(propertyOf(properties, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20260703' });
    expect(propertyOf(properties, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20260705' });
    expect(propertyOf(properties, 'DTSTAMP')?.value).toBe('20260601T123456Z');
  });

  it('puts the hotel’s address in LOCATION and every confirmation number in DESCRIPTION, escaped and read back whole', () => {
    const text = buildConfirmationCalendar(input({ confirmationNumbers: ['40000001', '40000002'] }), t);
    expect(text).toContain('LOCATION:1535 Broadway\\, New York\\, NY 10036\\, United States\r\n');
    const properties = parseCalendar(text);
    expect(propertyOf(properties, 'LOCATION')?.value).toBe('1535 Broadway, New York, NY 10036, United States');
    expect(propertyOf(properties, 'DESCRIPTION')?.value).toBe(
      'Confirmation numbers: 40000001, 40000002\nPortico Times Square, 1535 Broadway, New York, NY 10036, United States',
    );
  });

  it('ends every line with CRLF and folds lines longer than 75 octets, without splitting a character', () => {
    const hotelName = 'Portico Hôtel de la Cité – Résidence Ünïcödé 東京 ホテル 🏨 with a name long enough to fold more than once';
    const text = buildConfirmationCalendar(input({ hotelName, location: 'Place; with, special \\ characters' }), t);
    const physical = text.slice(0, -2).split('\r\n');
    expect(physical.every((line) => octets(line) <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    // Every physical line is valid UTF-8 on its own: no sequence was cut in two.
    for (const line of physical) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    const properties = parseCalendar(text);
    expect(propertyOf(properties, 'SUMMARY')?.value).toBe(`Stay at ${hotelName}`);
    expect(propertyOf(properties, 'LOCATION')?.value).toBe('Place; with, special \\ characters');
  });

  it('refuses dates that are not calendar days, and a stay that does not end after it starts', () => {
    expect(() => buildConfirmationCalendar(input({ checkInDate: '2026-02-30' }), t)).toThrow(RangeError);
    expect(() => buildConfirmationCalendar(input({ checkOutDate: '2026-07-03' }), t)).toThrow(RangeError);
  });
});

describe('escapeCalendarText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeCalendarText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldCalendarLine', () => {
  it('leaves a line of 75 octets whole and folds the 76th onto a line that starts with a space', () => {
    expect(foldCalendarLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldCalendarLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldCalendarLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('moves a multi-octet character that would cross the limit to the next line', () => {
    const folded = foldCalendarLine(`${'x'.repeat(74)}é`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n é`);
  });
});
