import { describe, expect, it } from 'vitest';
import { cardNumbersIn } from './card-numbers-in';

describe('cardNumbersIn', () => {
  it('finds a card number however it is grouped, and inside a longer run of digits', () => {
    expect(cardNumbersIn('paid with 4111 1111 1111 1111.')).toEqual(['4111111111111111']);
    expect(cardNumbersIn('{"n":"5555-5555-5555-4444"}')).toEqual(['5555555555554444']);
    expect(cardNumbersIn('x99378282246310005x')).toContain('378282246310005');
  });

  it('finds nothing in runs that are no card: too short, no brand, failing Luhn, split by other characters', () => {
    expect(cardNumbersIn('4111 1111 1111 1112, 9111111111111111, 411111111111, 4111.1111.1111.1111, 4111  1111 1111 1111')).toEqual([]);
    expect(cardNumbersIn('time 1764806400000, tok_AbCdEf012345')).toEqual([]);
  });
});
