import { describe, expect, it } from 'vitest';
import { oneTimeCodeOf, oneTimeCodeProblem } from './one-time-code';

describe('a one-time code', () => {
  it('is taken with the spaces a mail program groups its digits with dropped', () => {
    expect(oneTimeCodeOf(' 123 456 ')).toBe('123456');
    expect(oneTimeCodeProblem('123 456', 6)).toBeNull();
  });

  it('is refused, naming how many digits it has, when it has more, fewer or other characters', () => {
    for (const value of ['', '12345', '1234567', '12345a', '１２３４５６', null]) {
      expect(oneTimeCodeProblem(value, 6)).toEqual({ key: 'validation.twoStepCode.format', params: { digits: 6 } });
    }
  });
});
