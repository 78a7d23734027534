import { beforeAll, describe, expect, it } from 'vitest';
import { messageArea as validationMessages } from '../../../../shared/i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../../../../shared/i18n/messages';
import { criteriaOfSearchForm, fieldErrorsOf, searchFormInputOf, validateSearchForm } from './search-form-input';
import { calendarCriteriaOf } from './calendar-criteria';

const TODAY = '2026-06-01';
const { say } = messagesFor('en-US');
const valid = { propertyId: 'nycts', checkInDate: '2026-07-03', checkOutDate: '2026-07-05', numRooms: '1', numAdultsPerRoom: '2', numChildrenPerRoom: '0', rewardsRedemption: false };

describe('the search form’s values', () => {
  it('read back as the search they show, the hotel code in capitals', () => {
    const criteria = criteriaOfSearchForm(valid);
    expect(criteria).toEqual({ ...valid, propertyId: 'NYCTS', numRooms: 1, numAdultsPerRoom: 2, numChildrenPerRoom: 0 });
    expect(searchFormInputOf(criteria)).toEqual({ ...valid, propertyId: 'NYCTS' });
  });

  it('pass the shared rules when the search is good', () => {
    expect(validateSearchForm(valid, TODAY, say)).toEqual({});
  });

  it('give one message per field, from the shared search rules', () => {
    expect(
      validateSearchForm({ ...valid, propertyId: '', checkInDate: '2026-05-30', checkOutDate: '2026-05-29', numRooms: '', numAdultsPerRoom: '2.5', numChildrenPerRoom: '7' }, TODAY, say),
    ).toEqual({
      propertyId: 'Choose a hotel.',
      checkInDate: 'Check-in cannot be in the past.',
      checkOutDate: 'Check-out must be after check-in.',
      numRooms: 'Choose from 1 to 9 rooms.',
      numAdultsPerRoom: 'Choose from 1 to 8 adults per room.',
      numChildrenPerRoom: 'Choose from 0 to 6 children per room.',
    });
    expect(validateSearchForm({ ...valid, checkOutDate: '2026-08-10' }, TODAY, say)).toEqual({ checkOutDate: 'A stay can be at most 30 nights.' });
    expect(validateSearchForm({ ...valid, checkInDate: '' }, TODAY, say)).toMatchObject({ checkInDate: 'Enter a check-in date as YYYY-MM-DD.' });
  });

  it('keep the first problem of a field when there are several', () => {
    expect(fieldErrorsOf([{ field: 'numRooms', text: 'first' }, { field: 'numRooms', text: 'second' }])).toEqual({ numRooms: 'first' });
  });

  it('are worded in the page’s locale', async () => {
    await loadAreas('es-ES', [validationMessages]);
    expect(validateSearchForm({ ...valid, numRooms: '12', checkOutDate: '2026-07-03' }, TODAY, messagesFor('es-ES').say)).toEqual({
      checkOutDate: 'La salida debe ser posterior a la entrada.',
      numRooms: 'Elige de 1 a 9 habitaciones.',
    });
  });

  it('give the calendar the address defaults for counts not yet readable', () => {
    expect(calendarCriteriaOf({ ...valid, numRooms: '', numAdultsPerRoom: 'x', numChildrenPerRoom: '' })).toMatchObject({ numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0 });
  });
});
