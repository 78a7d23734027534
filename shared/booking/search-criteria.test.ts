import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  localIsoDay,
  nightsBetween,
  occupancyProblem as occupancyRule,
  readSearchParams as readSearchParamsRule,
  SEARCH_LIMITS,
  searchParamsOf,
  searchProblems as searchRules,
  type SearchCriteria,
  type SearchProblem,
} from './search-criteria';
import { validationInEnglishOf } from '../i18n/validation-in-english';

// The rules answer message keys; these read them in en-US, as the API's refusals do.
const inEnglish = ({ field, message }: SearchProblem) => ({ field, message: validationInEnglishOf(message) });
const searchProblems = (criteria: SearchCriteria, today: string) => searchRules(criteria, today).map(inEnglish);
const occupancyProblem = (criteria: SearchCriteria, largest: number) => {
  const problem = occupancyRule(criteria, largest);
  return problem && inEnglish(problem);
};
const readSearchParams = (params: URLSearchParams) => {
  const { criteria, problems } = readSearchParamsRule(params);
  return { criteria, problems: problems.map(inEnglish) };
};

const TODAY = '2026-07-01';

const search = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  propertyId: 'NYCTS',
  checkInDate: '2026-07-03',
  checkOutDate: '2026-07-05',
  numRooms: 1,
  numAdultsPerRoom: 2,
  numChildrenPerRoom: 0,
  rewardsRedemption: false,
  ...overrides,
});

const fieldsOf = (criteria: SearchCriteria, today = TODAY) => searchProblems(criteria, today).map((problem) => problem.field);

describe('dayNumber', () => {
  it('counts days since 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-07-02')! - dayNumber('2026-07-01')!).toBe(1);
  });

  it('knows leap days', () => {
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('2000-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2100-02-29')).toBeNull();
  });

  it.each(['2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-07-00', '2026-7-1', '26-07-01', '2026-07-01T00:00:00Z', ' 2026-07-01', '', 'tomorrow'])(
    'refuses %j, which is not a calendar day as YYYY-MM-DD',
    (isoDay) => {
      expect(dayNumber(isoDay)).toBeNull();
    },
  );

  it('reads years before 100 as themselves, not as 19xx', () => {
    expect(dayNumber('0099-12-31')).toBe(dayNumber('0100-01-01')! - 1);
    expect(dayNumber('0001-01-01')).not.toBeNull();
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-07-01', 2)).toBe('2026-07-03');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-07-01', 0)).toBe('2026-07-01');
  });

  it('throws for a day that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('nightsBetween', () => {
  it('counts nights from check-in to check-out', () => {
    expect(nightsBetween('2026-07-03', '2026-07-05')).toBe(2);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-07-03', '2026-07-03')).toBe(0);
  });

  it.each([
    ['2026-02-30', '2026-03-02'],
    ['2026-07-03', '2026-02-30'],
    ['', '2026-07-05'],
    ['2026-07-03', 'soon'],
  ])('is 0 when %j or %j is not a day (spec 5: dates that fail to diff return 0)', (checkIn, checkOut) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(0);
  });
});

describe('localIsoDay', () => {
  it('is the day of the browser’s own calendar, zero-padded', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('searchProblems', () => {
  it('finds nothing wrong with a stay from today within every limit', () => {
    expect(searchProblems(search(), TODAY)).toEqual([]);
    expect(searchProblems(search({ checkInDate: TODAY, checkOutDate: '2026-07-02' }), TODAY)).toEqual([]);
  });

  it('wants check-out after check-in', () => {
    const sameDay = searchProblems(search({ checkOutDate: '2026-07-03' }), TODAY);
    expect(sameDay).toEqual([{ field: 'checkOutDate', message: 'Check-out must be after check-in.' }]);
    expect(fieldsOf(search({ checkOutDate: '2026-07-02' }))).toEqual(['checkOutDate']);
  });

  it('refuses a check-in in the past', () => {
    expect(searchProblems(search({ checkInDate: '2026-06-30' }), TODAY)).toEqual([{ field: 'checkInDate', message: 'Check-in cannot be in the past.' }]);
  });

  it('takes bookings up to the horizon: check-in on its last day, check-out the day after', () => {
    const lastCheckIn = addDays(TODAY, SEARCH_LIMITS.bookingHorizonDays - 1);
    const lastCheckOut = addDays(TODAY, SEARCH_LIMITS.bookingHorizonDays);
    expect(searchProblems(search({ checkInDate: lastCheckIn, checkOutDate: lastCheckOut }), TODAY)).toEqual([]);
  });

  it('refuses a check-in or a check-out beyond the horizon', () => {
    const message = 'Rooms can be booked up to 365 days ahead.';
    const lateCheckIn = addDays(TODAY, SEARCH_LIMITS.bookingHorizonDays);
    expect(searchProblems(search({ checkInDate: lateCheckIn, checkOutDate: addDays(lateCheckIn, 1) }), TODAY)).toEqual([
      { field: 'checkInDate', message },
      { field: 'checkOutDate', message },
    ]);
    const lastCheckIn = addDays(TODAY, SEARCH_LIMITS.bookingHorizonDays - 1);
    expect(searchProblems(search({ checkInDate: lastCheckIn, checkOutDate: addDays(lastCheckIn, 2) }), TODAY)).toEqual([{ field: 'checkOutDate', message }]);
  });

  it('takes 30 nights and refuses 31', () => {
    expect(fieldsOf(search({ checkOutDate: addDays('2026-07-03', SEARCH_LIMITS.maxNights) }))).toEqual([]);
    expect(searchProblems(search({ checkOutDate: addDays('2026-07-03', SEARCH_LIMITS.maxNights + 1) }), TODAY)).toEqual([
      { field: 'checkOutDate', message: 'A stay can be at most 30 nights.' },
    ]);
  });

  it('asks for real days, and still judges the other date', () => {
    expect(searchProblems(search({ checkInDate: '2026-02-30', checkOutDate: '2026-07-05' }), TODAY)).toEqual([
      { field: 'checkInDate', message: 'Enter a check-in date as YYYY-MM-DD.' },
    ]);
    expect(searchProblems(search({ checkInDate: '', checkOutDate: '2026-04-31' }), TODAY)).toEqual([
      { field: 'checkInDate', message: 'Enter a check-in date as YYYY-MM-DD.' },
      { field: 'checkOutDate', message: 'Enter a check-out date as YYYY-MM-DD.' },
    ]);
  });

  it.each([
    ['numRooms', 0, false],
    ['numRooms', 1, true],
    ['numRooms', 9, true],
    ['numRooms', 10, false],
    ['numRooms', 1.5, false],
    ['numAdultsPerRoom', 0, false],
    ['numAdultsPerRoom', 1, true],
    ['numAdultsPerRoom', 8, true],
    ['numAdultsPerRoom', 9, false],
    ['numChildrenPerRoom', -1, false],
    ['numChildrenPerRoom', 0, true],
    ['numChildrenPerRoom', 6, true],
    ['numChildrenPerRoom', 7, false],
    ['numChildrenPerRoom', Number.NaN, false],
  ] as const)('judges %s = %d as allowed: %s', (field, value, isAllowed) => {
    expect(fieldsOf(search({ [field]: value }))).toEqual(isAllowed ? [] : [field]);
  });

  it('names the bounds in its words', () => {
    expect(searchProblems(search({ numRooms: 10 }), TODAY)).toEqual([{ field: 'numRooms', message: 'Choose from 1 to 9 rooms.' }]);
    expect(searchProblems(search({ numAdultsPerRoom: 0 }), TODAY)).toEqual([{ field: 'numAdultsPerRoom', message: 'Choose from 1 to 8 adults per room.' }]);
    expect(searchProblems(search({ numChildrenPerRoom: 7 }), TODAY)).toEqual([{ field: 'numChildrenPerRoom', message: 'Choose from 0 to 6 children per room.' }]);
  });

  it('lists every problem in form order', () => {
    const broken = search({ checkInDate: '2026-06-01', checkOutDate: '2026-05-30', numRooms: 0, numAdultsPerRoom: 9, numChildrenPerRoom: 7 });
    expect(fieldsOf(broken)).toEqual(['checkInDate', 'checkOutDate', 'numRooms', 'numAdultsPerRoom', 'numChildrenPerRoom']);
  });
});

describe('occupancyProblem', () => {
  it('is none while a room holds the party', () => {
    expect(occupancyProblem(search({ numAdultsPerRoom: 2, numChildrenPerRoom: 1 }), 3)).toBeNull();
  });

  it('counts children with adults and suggests another room', () => {
    expect(occupancyProblem(search({ numAdultsPerRoom: 2, numChildrenPerRoom: 2 }), 3)).toEqual({
      field: 'numAdultsPerRoom',
      message: 'The rooms of this hotel hold at most 3 guests each; you asked for 4 per room. Add a room instead.',
    });
  });
});

describe('searchParamsOf and readSearchParams', () => {
  it('round-trip a search', () => {
    const criteria = search({ numRooms: 2, numChildrenPerRoom: 1, rewardsRedemption: true });
    expect(readSearchParams(searchParamsOf(criteria))).toEqual({ criteria, problems: [] });
    expect(readSearchParams(searchParamsOf(search()))).toEqual({ criteria: search(), problems: [] });
  });

  it('writes every field under its own name', () => {
    expect(searchParamsOf(search()).toString()).toBe(
      'propertyId=NYCTS&checkInDate=2026-07-03&checkOutDate=2026-07-05&numRooms=1&numAdultsPerRoom=2&numChildrenPerRoom=0&rewardsRedemption=false',
    );
  });

  it('fills in counts left out (1 room, 1 adult, no children, cash) and upper-cases the hotel', () => {
    const { criteria, problems } = readSearchParams(new URLSearchParams('propertyId=nycts&checkInDate=2026-07-03&checkOutDate=2026-07-05&numRooms='));
    expect(problems).toEqual([]);
    expect(criteria).toEqual({ ...search(), numAdultsPerRoom: 1 });
  });

  it('leaves the dates as given, for searchProblems to judge', () => {
    const { criteria, problems } = readSearchParams(new URLSearchParams('propertyId=NYCTS&checkInDate=2026-02-30'));
    expect(problems).toEqual([]);
    expect(criteria).toMatchObject({ checkInDate: '2026-02-30', checkOutDate: '' });
    expect(fieldsOf(criteria)).toEqual(['checkInDate', 'checkOutDate']);
  });

  it.each(['two', '-1', '1.5', '1000', '1e2'])('reports a count of %j and uses the default instead of guessing', (raw) => {
    const { criteria, problems } = readSearchParams(new URLSearchParams({ propertyId: 'NYCTS', numRooms: raw }));
    expect(problems).toEqual([{ field: 'numRooms', message: 'Enter a whole number.' }]);
    expect(criteria.numRooms).toBe(1);
  });

  it.each([null, '', 'NYC', 'NYCTS1', 'NYC-S'])('asks for a hotel when propertyId is %j', (propertyId) => {
    const params = new URLSearchParams(propertyId === null ? {} : { propertyId });
    expect(readSearchParams(params).problems).toEqual([{ field: 'propertyId', message: 'Choose a hotel.' }]);
  });

  it('reads points only from "true", and reports a value that is neither true nor false', () => {
    const read = (raw: string) => readSearchParams(new URLSearchParams({ propertyId: 'NYCTS', rewardsRedemption: raw }));
    expect(read('true')).toMatchObject({ criteria: { rewardsRedemption: true }, problems: [] });
    expect(read('false')).toMatchObject({ criteria: { rewardsRedemption: false }, problems: [] });
    expect(read('')).toMatchObject({ criteria: { rewardsRedemption: false }, problems: [] });
    expect(read('yes')).toMatchObject({ criteria: { rewardsRedemption: false }, problems: [{ field: 'rewardsRedemption', message: 'Choose cash or points.' }] });
  });

  it('reports every malformed value at once', () => {
    const params = new URLSearchParams('propertyId=x&numRooms=a&numAdultsPerRoom=b&numChildrenPerRoom=c');
    expect(readSearchParams(params).problems.map((problem) => problem.field)).toEqual(['numRooms', 'numAdultsPerRoom', 'numChildrenPerRoom', 'propertyId']);
  });
});
