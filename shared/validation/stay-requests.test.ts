import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../i18n/message-ref';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import {
  ARRIVAL_HOUR_OPTIONS,
  estimatedArrivalError as arrivalProblem,
  isRoomRequestCode,
  normalizeStayComments,
  ROOM_REQUESTS,
  roomRequestsError as roomRequestsProblem,
  STAY_COMMENTS_MAX_LENGTH,
  stayCommentsError as commentsProblem,
} from './stay-requests';

const inEnglish = (problem: ValidationMessage | null) => problem && validationInEnglishOf(problem);
const roomRequestsError = (codes: readonly string[]) => inEnglish(roomRequestsProblem(codes));
const stayCommentsError = (value: string) => inEnglish(commentsProblem(value));
const estimatedArrivalError = (value: string | null | undefined) => inEnglish(arrivalProblem(value));

describe('room requests', () => {
  it('offers the four codes of the spec, in its order, each with words', () => {
    expect(ROOM_REQUESTS.map((request) => request.code)).toEqual(['CRIB', 'ROLLAWAY', 'PETFEE2', 'PETFEE1']);
    for (const request of ROOM_REQUESTS) expect(request.label).not.toBe('');
  });

  it.each([
    ['CRIB', true],
    ['PETFEE1', true],
    ['crib', false],
    ['PETFEE3', false],
    ['', false],
  ])('%j is a room-request code: %s', (code, expected) => {
    expect(isRoomRequestCode(code)).toBe(expected);
  });

  it.each([
    [[], null],
    [['CRIB'], null],
    [['CRIB', 'ROLLAWAY', 'PETFEE1'], null],
    [['PETFEE2'], null],
    [['PETFEE1', 'PETFEE2'], 'Choose one pet option.'],
    [['CRIB', 'JACUZZI'], 'Choose room requests from the list.'],
  ])('%j: %j', (codes, message) => {
    expect(roomRequestsError(codes)).toBe(message);
  });
});

describe('comments', () => {
  it.each([
    ['High floor, please.', 'High floor, please.'],
    ['  <b>Late</b> check-in <script>alert(1)</script> ', 'Late check-in alert(1)'],
    ['<<b>script>x', 'x'],
    ['3 < 4 and 5 > 2', '3 < 4 and 5 > 2'],
    ['', ''],
  ])('stores %j as %j', (value, stored) => {
    expect(normalizeStayComments(value)).toBe(stored);
  });

  it(`allows ${STAY_COMMENTS_MAX_LENGTH} characters as stored, tags not counted`, () => {
    const longest = 'a'.repeat(STAY_COMMENTS_MAX_LENGTH);
    expect(stayCommentsError(longest)).toBeNull();
    expect(stayCommentsError(`<p>${longest}</p>`)).toBeNull();
    expect(stayCommentsError('')).toBeNull();
    expect(stayCommentsError(`${longest}b`)).toBe(`Comments have at most ${STAY_COMMENTS_MAX_LENGTH} characters.`);
  });
});

describe('estimated arrival', () => {
  it('offers 24 hours from 00:00 to 23:00', () => {
    expect(ARRIVAL_HOUR_OPTIONS).toHaveLength(24);
    expect(ARRIVAL_HOUR_OPTIONS[0]).toEqual({ value: '00:00', hour: 0 });
    expect(ARRIVAL_HOUR_OPTIONS[23]).toEqual({ value: '23:00', hour: 23 });
    expect(ARRIVAL_HOUR_OPTIONS.map((option) => option.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
  });

  it.each([
    ['00:00', null],
    ['15:00', null],
    ['23:00', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['24:00', 'Choose an arrival time from the list.'],
    ['15:30', 'Choose an arrival time from the list.'],
    ['3:00', 'Choose an arrival time from the list.'],
    ['3 pm', 'Choose an arrival time from the list.'],
  ])('%j: %j', (value, message) => {
    expect(estimatedArrivalError(value)).toBe(message);
  });
});
