import { describe, expect, it } from 'vitest';
import { nightlyTaxes } from './taxes';

describe('nightlyTaxes', () => {
  it('is the percentage of the night’s cash price, half up, plus the fee per room and night', () => {
    // New York: 14.75 % of $459.00 is $67.7025, so $67.70, plus the $3.50 unit fee.
    expect(nightlyTaxes(45900, { taxBasisPoints: 1475, feePerRoomNightMinor: 350 })).toBe(6770 + 350);
    // Half a cent rounds up: 14.75 % of $4.10 is 60.475 cents.
    expect(nightlyTaxes(410, { taxBasisPoints: 1475, feePerRoomNightMinor: 0 })).toBe(60);
    expect(nightlyTaxes(10, { taxBasisPoints: 1500, feePerRoomNightMinor: 0 })).toBe(2);
  });

  it('counts yen and won in whole units', () => {
    expect(nightlyTaxes(38000, { taxBasisPoints: 1000, feePerRoomNightMinor: 200 })).toBe(4000);
    expect(nightlyTaxes(320_000, { taxBasisPoints: 1000, feePerRoomNightMinor: 0 })).toBe(32_000);
  });

  it('charges nothing on a night paid in points', () => {
    expect(nightlyTaxes(null, { taxBasisPoints: 1475, feePerRoomNightMinor: 350 })).toBe(0);
  });
});
