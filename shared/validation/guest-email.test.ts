import { describe, expect, it } from 'vitest';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import { GUEST_EMAIL_MAX_LENGTH, guestEmailError as guestEmailProblem } from './guest-email';

const guestEmailError = (value: string) => {
  const problem = guestEmailProblem(value);
  return problem && validationInEnglishOf(problem);
};
import { EMAIL_PATTERN, GENERAL_EMAIL_PATTERN } from './text-patterns';

const INVALID = 'Enter an e-mail address like name@example.com.';

describe('guestEmailError (the general pattern)', () => {
  it.each([
    'ava.morgan@example.com',
    'AVA.MORGAN@EXAMPLE.COM',
    'ava+portico@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.travel',
    '  liam.chen@example.com ',
    'x@xn--bcher-kva.example',
  ])('accepts %j', (email) => {
    expect(guestEmailError(email)).toBeNull();
  });

  it.each([
    ['ava', 'no @'],
    ['ava@example', 'no top-level part'],
    ['ava@example.c', 'a one-letter top-level part'],
    ['ava@example.c0m', 'a top-level part with a digit'],
    ['ava@@example.com', 'two @'],
    ['@example.com', 'no local part'],
    ['ava morgan@example.com', 'a space'],
    ['ava..morgan@example.com', 'two dots together'],
    ['.ava@example.com', 'a leading dot'],
    ['ava@-example.com', 'a label starting with a hyphen'],
    ['ava@example..com', 'an empty label'],
    ['zoë@example.com', 'a non-ASCII local part'],
    ['ava@exämple.com', 'a non-ASCII domain'],
    ['ava@exam\nple.com', 'a newline inside the value'],
    ['<ava@example.com>', 'angle brackets'],
  ])('refuses %j (%s)', (email) => {
    expect(guestEmailError(email)).toBe(INVALID);
  });

  it('asks for the address when it is empty', () => {
    expect(guestEmailError('  ')).toBe('Enter your e-mail address.');
  });

  it(`allows ${GUEST_EMAIL_MAX_LENGTH} characters, the sign-in limit`, () => {
    const longest = `${'a'.repeat(GUEST_EMAIL_MAX_LENGTH - 12)}@example.com`;
    expect(guestEmailError(longest)).toBeNull();
    expect(guestEmailError(`a${longest}`)).toBe(`An e-mail address has at most ${GUEST_EMAIL_MAX_LENGTH} characters.`);
  });
});

describe('the two e-mail patterns', () => {
  it.each([
    ['ava@example.com', true, true],
    ['zoë@exämple.com', true, false],
    ['ava@example.c0m', true, false],
    ['a..b@example.com', true, false],
    ['ava@example', false, false],
  ])('%j: simpler %s, general %s', (email, simpler, general) => {
    expect(EMAIL_PATTERN.test(email)).toBe(simpler);
    expect(GENERAL_EMAIL_PATTERN.test(email)).toBe(general);
  });
});
