import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { CARDHOLDER_NAME_MAX_LENGTH, cardholderNameError as cardholderNameProblem, normalizeCardholderName } from './cardholder-name';

const cardholderNameError = (value: string) => {
  const problem = cardholderNameProblem(value);
  return problem && validationInEnglishOf(problem);
};

describe('cardholder name', () => {
  it.each(['Rory Quinn', 'J. R. R. Tolkien', "O'Brien", 'O’Neil-Smith', 'José Müller', 'A', 'R'.repeat(CARDHOLDER_NAME_MAX_LENGTH)])('takes %s', (name) => {
    expect(cardholderNameError(name)).toBeNull();
  });

  it.each([
    ['', 'Enter the name as it is printed on the card.'],
    ['   ', 'Enter the name as it is printed on the card.'],
    ['R'.repeat(CARDHOLDER_NAME_MAX_LENGTH + 1), 'The name on the card has at most 60 characters.'],
    ['Rory Quinn 2', 'Enter the name as printed on the card: letters, spaces, hyphens, apostrophes and periods only.'],
    ['.Rory', 'Enter the name as printed on the card: letters, spaces, hyphens, apostrophes and periods only.'],
    ['王小明', 'Enter the name as printed on the card: letters, spaces, hyphens, apostrophes and periods only.'],
    ['Rory<b>', 'Enter the name as printed on the card: letters, spaces, hyphens, apostrophes and periods only.'],
  ])('refuses %j', (name, message) => {
    expect(cardholderNameError(name)).toBe(message);
  });

  it('counts and keeps the name trimmed, composed and with single spaces', () => {
    expect(normalizeCardholderName('  Jose\u0301   Mu\u0308ller ')).toBe('José Müller');
    expect(cardholderNameError(` ${'R'.repeat(CARDHOLDER_NAME_MAX_LENGTH)} `)).toBeNull();
  });
});
