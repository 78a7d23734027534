import { describe, expect, it } from 'vitest';
import type { NightPrice } from './rate-plan-price';
import { priceOrderKey, stayPrice } from './stay-price';

const night = (date: string, cash: number | null, points: number | null, flexiblePrice: number): NightPrice => ({ date, cash, points, flexiblePrice });
const NYC = { taxBasisPoints: 1475, feePerRoomNightMinor: 350 };
const NO_TAX = { taxBasisPoints: 0, feePerRoomNightMinor: 0 };

describe('stayPrice of a cash rate', () => {
  it('sums every room and night, taxes per room and night, and averages per room and night', () => {
    const nights = [night('2027-03-10', 45900, null, 45900), night('2027-03-11', 49900, null, 49900)];
    // Taxes: 14.75 % of 459.00 = 67.70 (half up of 67.7025), of 499.00 = 73.60 (73.6025), plus 3.50 each night.
    const roomTaxes = 6770 + 350 + 7360 + 350;
    expect(stayPrice(nights, { numRooms: 2, taxes: NYC, comparesWithFlexibleRate: true })).toEqual({
      cash: {
        averageNightly: 47900,
        averageNightlyWithTaxes: (45900 + 49900 + roomTaxes) / 2,
        wasAverageNightly: null,
        wasAverageNightlyWithTaxes: null,
        subtotal: (45900 + 49900) * 2,
        taxesAndFees: roomTaxes * 2,
        total: (45900 + 49900 + roomTaxes) * 2,
      },
      points: null,
    });
  });

  it('rounds an average half up', () => {
    const price = stayPrice([night('2027-03-10', 10000, null, 10000), night('2027-03-11', 10001, null, 10001)], {
      numRooms: 1,
      taxes: NO_TAX,
      comparesWithFlexibleRate: false,
    });
    expect(price.cash?.averageNightly).toBe(10001);
  });

  it('shows the flexible rate as the was-price when the rate saves at least 3.3 % on it', () => {
    const member = [night('2027-03-10', 41800, null, 45900), night('2027-03-11', 45400, null, 49900)];
    const cash = stayPrice(member, { numRooms: 1, taxes: NYC, comparesWithFlexibleRate: true }).cash;
    expect(cash?.wasAverageNightly).toBe(47900);
    expect(cash?.wasAverageNightlyWithTaxes).toBe((45900 + 49900 + 6770 + 350 + 7360 + 350) / 2);
  });

  it('shows a saving of exactly 3.3 % and not one a minor unit short of it', () => {
    const options = { numRooms: 1, taxes: NO_TAX, comparesWithFlexibleRate: true };
    expect(stayPrice([night('2027-03-10', 9670, null, 10000)], options).cash?.wasAverageNightly).toBe(10000);
    expect(stayPrice([night('2027-03-10', 9671, null, 10000)], options).cash?.wasAverageNightly).toBeNull();
  });

  it('never shows a was-price for a rate not compared with the flexible rate', () => {
    const price = stayPrice([night('2027-03-10', 5000, 20_000, 10000)], { numRooms: 1, taxes: NO_TAX, comparesWithFlexibleRate: false });
    expect(price.cash?.wasAverageNightly).toBeNull();
  });

  it('keeps yen whole: ¥34,600 a night against ¥38,000, 10 % tax and ¥200 a night', () => {
    const nights = [night('2027-03-10', 34600, null, 38000), night('2027-03-11', 34600, null, 38000)];
    expect(stayPrice(nights, { numRooms: 1, taxes: { taxBasisPoints: 1000, feePerRoomNightMinor: 200 }, comparesWithFlexibleRate: true }).cash).toEqual({
      averageNightly: 34600,
      averageNightlyWithTaxes: 34600 + 3460 + 200,
      wasAverageNightly: 38000,
      wasAverageNightlyWithTaxes: 38000 + 3800 + 200,
      subtotal: 69200,
      taxesAndFees: 2 * (3460 + 200),
      total: 69200 + 2 * (3460 + 200),
    });
  });

  it('keeps won whole: a 3-night stay of ₩320,000 a night with 10 % tax', () => {
    const nights = ['2027-03-10', '2027-03-11', '2027-03-12'].map((date) => night(date, 320_000, null, 320_000));
    const cash = stayPrice(nights, { numRooms: 1, taxes: { taxBasisPoints: 1000, feePerRoomNightMinor: 0 }, comparesWithFlexibleRate: true }).cash;
    expect(cash).toMatchObject({ subtotal: 960_000, taxesAndFees: 96_000, total: 1_056_000, averageNightlyWithTaxes: 352_000 });
  });
});

describe('stayPrice of a points rate', () => {
  it('gives points per room and night on average, every room and night in total, and no cash', () => {
    const nights = [night('2027-03-10', null, 50_000, 45900), night('2027-03-11', null, 60_000, 49900)];
    expect(stayPrice(nights, { numRooms: 2, taxes: NYC, comparesWithFlexibleRate: false })).toEqual({ cash: null, points: { perNight: 55_000, total: 220_000 } });
  });

  it('gives both for cash and points, taxing the cash part only', () => {
    const price = stayPrice([night('2027-03-10', 23000, 25_000, 45900)], { numRooms: 1, taxes: NYC, comparesWithFlexibleRate: false });
    expect(price.points).toEqual({ perNight: 25_000, total: 25_000 });
    expect(price.cash).toMatchObject({ subtotal: 23000, taxesAndFees: 3393 + 350, wasAverageNightly: null });
  });
});

describe('priceOrderKey', () => {
  it('orders by points first, then cash', () => {
    const cheap = stayPrice([night('2027-03-10', 9000, null, 10000)], { numRooms: 1, taxes: NO_TAX, comparesWithFlexibleRate: false });
    const dear = stayPrice([night('2027-03-10', 10000, null, 10000)], { numRooms: 1, taxes: NO_TAX, comparesWithFlexibleRate: false });
    const points = stayPrice([night('2027-03-10', null, 20_000, 10000)], { numRooms: 2, taxes: NO_TAX, comparesWithFlexibleRate: false });
    expect([priceOrderKey(cheap), priceOrderKey(dear), priceOrderKey(points)]).toEqual([[0, 9000], [0, 10000], [40_000, 0]]);
  });
});
