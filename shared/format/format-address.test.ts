import { describe, expect, it } from 'vitest';
import { formatAddressLines } from './format-address';

describe('formatAddressLines', () => {
  it('prints street, locality with region and post code, and country', () => {
    expect(
      formatAddressLines({
        line1: '1535 Broadway',
        city: 'New York',
        stateProvince: { code: 'NY' },
        postalCode: '10036',
        country: { description: 'USA' },
      }),
    ).toEqual(['1535 Broadway', 'New York, NY 10036', 'USA']);
  });

  it('leaves out parts a hotel does not have', () => {
    expect(formatAddressLines({ line1: '1 Pancras Road', line2: null, city: 'London', country: { description: 'United Kingdom' } })).toEqual([
      '1 Pancras Road',
      'London',
      'United Kingdom',
    ]);
  });
});
