import { describe, expect, it } from 'vitest';
import { roundPointsUp } from './points';
import { nightPriceAt, stayNightsAt, type NightPricingInput, type RatePlanPricing } from './rate-plan-price';

const plan = (mode: RatePlanPricing['mode'], discountBasisPoints = 0, pointsShareBasisPoints = 0): RatePlanPricing => ({
  mode,
  discountBasisPoints,
  pointsShareBasisPoints,
});

const deluxeNight: NightPricingInput = {
  date: '2027-03-10',
  flexiblePrice: 53600,
  standardRoomFlexiblePrice: 42900,
  awardChartPoints: 50_000,
  pointsPremium: 5_000,
  standardRoomPointsPremium: 0,
  isStandardRoom: false,
};
const standardNight: NightPricingInput = { ...deluxeNight, flexiblePrice: 42900, pointsPremium: 0, isStandardRoom: true };

describe('nightPriceAt', () => {
  it('sells the flexible rate at the nightly price itself', () => {
    expect(nightPriceAt(plan('CASH'), deluxeNight, 100)).toEqual({ date: '2027-03-10', cash: 53600, points: null, flexiblePrice: 53600 });
  });

  it('takes a cash rate’s discount off the flexible rate and quotes it in whole steps', () => {
    // 9 % off $536.00 is $487.76, quoted $488.00; 15 % off is $455.60, quoted $456.00.
    expect(nightPriceAt(plan('CASH', 900), deluxeNight, 100)?.cash).toBe(48800);
    expect(nightPriceAt(plan('CASH', 1500), deluxeNight, 100)?.cash).toBe(45600);
  });

  it('quotes yen in hundreds', () => {
    const yen = { ...standardNight, flexiblePrice: 38000, standardRoomFlexiblePrice: 38000 };
    expect(nightPriceAt(plan('CASH', 900), yen, 100)?.cash).toBe(34600);
  });

  it('prices a points night from the award chart plus the room’s premium, with no cash', () => {
    expect(nightPriceAt(plan('POINTS'), deluxeNight, 100)).toMatchObject({ cash: null, points: 55_000 });
    expect(nightPriceAt(plan('POINTS'), standardNight, 100)).toMatchObject({ cash: null, points: 50_000 });
  });

  it('splits a cash-and-points night: its share in points rounded up to 500, the rest of the flexible rate in cash', () => {
    expect(nightPriceAt(plan('CASH_AND_POINTS', 0, 5000), deluxeNight, 100)).toMatchObject({ cash: 26800, points: 27_500 });
    const odd = { ...standardNight, awardChartPoints: 17_500 };
    expect(nightPriceAt(plan('CASH_AND_POINTS', 0, 5000), odd, 100)).toMatchObject({ points: 9_000, cash: 21500 });
  });

  it('upgrades with the standard room’s points plus the cash difference to the better room', () => {
    expect(nightPriceAt(plan('POINTS_PLUS_CASH_UPGRADE'), deluxeNight, 100)).toMatchObject({ cash: 53600 - 42900, points: 50_000 });
  });

  it('offers no upgrade to the standard room itself, nor to a room no dearer than it', () => {
    expect(nightPriceAt(plan('POINTS_PLUS_CASH_UPGRADE'), standardNight, 100)).toBeNull();
    expect(nightPriceAt(plan('POINTS_PLUS_CASH_UPGRADE'), { ...deluxeNight, flexiblePrice: 42900 }, 100)).toBeNull();
  });
});

describe('stayNightsAt', () => {
  it('prices every night, or none when one night cannot be had at the rate', () => {
    const nights = [deluxeNight, { ...deluxeNight, date: '2027-03-11', flexiblePrice: 59000 }];
    expect(stayNightsAt(plan('CASH'), nights, 100)?.map((night) => night.cash)).toEqual([53600, 59000]);
    expect(stayNightsAt(plan('POINTS_PLUS_CASH_UPGRADE'), [deluxeNight, { ...deluxeNight, flexiblePrice: 40000 }], 100)).toBeNull();
  });
});

describe('roundPointsUp', () => {
  it('rounds up to the next 500 and leaves a multiple alone', () => {
    expect(roundPointsUp(8_750)).toBe(9_000);
    expect(roundPointsUp(9_000)).toBe(9_000);
    expect(roundPointsUp(1)).toBe(500);
  });
});
