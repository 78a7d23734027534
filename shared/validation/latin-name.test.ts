import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { GUEST_NAME_MAX_LENGTH, latinNameError, normalizeGuestName } from './latin-name';

const nameError = (value: string, field: 'firstName' | 'lastName') => {
  const problem = latinNameError(value, field);
  return problem && validationInEnglishOf(problem);
};

describe('latinNameError', () => {
  it.each([
    'Ava',
    'Morgan',
    "O'Brien",
    'O’Brien',
    'Smith-Jones',
    'Mary Ann',
    'José',
    'Müller',
    'Zoë',
    'Øyvind',
    'Łukasz',
    'Şahin',
    'Nguyễn',
    'François-Xavier',
    'de la Cruz',
  ])('accepts %j', (name) => {
    expect(nameError(name, 'firstName')).toBeNull();
  });

  it.each([
    ['陈', 'Chinese'],
    ['Иван', 'Cyrillic'],
    ['محمد', 'Arabic'],
    ['Ａva', 'full-width letters'],
    ['R2D2', 'digits'],
    ['Ava.', 'a full stop'],
    ['Ava_Morgan', 'an underscore'],
    ['<b>Ava</b>', 'markup'],
    ['-Ava', 'a leading hyphen'],
    ["'Ava", 'a leading apostrophe'],
    ['Ava×', 'the multiplication sign inside Latin-1'],
    ['Ava😀', 'an emoji'],
  ])('refuses %j (%s)', (name) => {
    expect(nameError(name, 'lastName')).toBe(
      'Enter your last name in Latin letters (A–Z, with accents if needed), spaces, hyphens and apostrophes only.',
    );
  });

  it('asks for the name, by field, when it is empty or spaces', () => {
    expect(nameError('', 'firstName')).toBe('Enter your first name.');
    expect(nameError('   ', 'lastName')).toBe('Enter your last name.');
  });

  it(`allows ${GUEST_NAME_MAX_LENGTH} characters, the lookup's limit, and not one more`, () => {
    expect(nameError('a'.repeat(GUEST_NAME_MAX_LENGTH), 'lastName')).toBeNull();
    expect(nameError('a'.repeat(GUEST_NAME_MAX_LENGTH + 1), 'lastName')).toBe(`A last name has at most ${GUEST_NAME_MAX_LENGTH} characters.`);
  });

  it('reads a decomposed accent (e + U+0301) as the letter é', () => {
    const decomposed = 'Jose\u0301';
    expect(nameError(decomposed, 'firstName')).toBeNull();
    expect(normalizeGuestName(decomposed)).toBe('José');
  });

  it('normalises spaces before checking and storing', () => {
    expect(normalizeGuestName('  Mary   Ann ')).toBe('Mary Ann');
    expect(nameError('  Mary   Ann ', 'firstName')).toBeNull();
  });
});
