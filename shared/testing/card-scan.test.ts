import { describe, expect, it } from 'vitest';
import { cardNumbersIn } from '../validation/card-numbers-in';
import { cardNumbersOutsideIds } from './card-scan';

describe('cardNumbersOutsideIds', () => {
  it('reads a UUID as an id, where the plain scan finds a UnionPay number across its dashes', () => {
    const call = 'call 0e1d2c3b-4a5b-4f62-8223-3455898935ab';
    expect(cardNumbersIn(call)).toContain('6282233455898935');
    expect(cardNumbersOutsideIds(call)).toEqual([]);
  });

  it('still finds a card number beside a UUID', () => {
    expect(cardNumbersOutsideIds('id 9f1c2e4a-62d1-4b8e-8223-5d0a9b7c6e21, paid with 5555 5555 5555 4444')).toEqual(['5555555555554444']);
  });
});
