import { describe, expect, it } from 'vitest';
import { isNumberOnly, numberOnlyError } from './number-only';

describe('number-only', () => {
  it.each([
    ['0', true],
    ['71234567', true],
    [' 71234567 ', true],
    ['7123 4567', false],
    ['7123-4567', false],
    ['+1', false],
    ['1.5', false],
    ['-1', false],
    ['１２３', false],
    ['١٢٣', false],
    ['12a', false],
    ['', false],
  ])('%j is number-only: %s', (value, expected) => {
    expect(isNumberOnly(value)).toBe(expected);
  });

  it('names the field in its message, and leaves an empty field to the caller', () => {
    expect(numberOnlyError('12a', 'member number')).toBe('Enter the member number in digits only.');
    expect(numberOnlyError('100000001', 'member number')).toBeNull();
    expect(numberOnlyError('  ', 'member number')).toBeNull();
  });
});
