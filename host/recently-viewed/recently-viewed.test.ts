import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_CONFIG, withHotelViewed, withoutExpired, type RecentlyViewedHotel } from './recently-viewed';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);

const hotel = (marshaCode: string, createdAt = NOW): RecentlyViewedHotel => ({
  name: `Portico ${marshaCode}`,
  address: '1 Main Street',
  marshaCode,
  seoNickname: `${marshaCode.toLowerCase()}-portico`,
  imageUrl: null,
  latitude: 0,
  longitude: 0,
  marshaBrandCode: 'MC',
  numberOfReviewsCount: 10,
  starsCount: 4,
  postalAddress: 'Town 12345',
  state: null,
  country: 'US',
  createdAt,
});

const codes = (list: RecentlyViewedHotel[]) => list.map((viewed) => viewed.marshaCode);

describe('recently viewed hotels', () => {
  it('put the hotel being viewed first, stamped with the time', () => {
    const list = withHotelViewed([hotel('NYCTS', NOW - DAY)], hotel('LONKX'), NOW);
    expect(codes(list)).toEqual(['LONKX', 'NYCTS']);
    expect(list[0]?.createdAt).toBe(NOW);
  });

  it('move a hotel viewed before to the front instead of adding it twice (any case)', () => {
    const list = withHotelViewed([hotel('LONKX', NOW - DAY), hotel('NYCTS', NOW - 2 * DAY)], { ...hotel('nycts'), marshaCode: 'nycts' }, NOW);
    expect(codes(list)).toEqual(['nycts', 'LONKX']);
  });

  it('add nothing for a hotel without a name', () => {
    expect(codes(withHotelViewed([hotel('NYCTS')], { ...hotel('LONKX'), name: '  ' }, NOW))).toEqual(['NYCTS']);
  });

  it(`drop entries older than ${RECENTLY_VIEWED_CONFIG.maxCachedDaysLimit} days`, () => {
    const list = [hotel('NYCTS', NOW - 60 * DAY), hotel('LONKX', NOW - 60 * DAY - 1)];
    expect(codes(withoutExpired(list, NOW))).toEqual(['NYCTS']);
    expect(codes(withHotelViewed(list, hotel('SHAPD'), NOW))).toEqual(['SHAPD', 'NYCTS']);
  });

  it(`keep ${RECENTLY_VIEWED_CONFIG.maxCached} at most, dropping the oldest viewed`, () => {
    const ten = Array.from({ length: 10 }, (_, index) => hotel(`H000${index}`, NOW - index * 1000));
    const list = withHotelViewed(ten, hotel('NYCTS'), NOW);
    expect(list).toHaveLength(10);
    expect(codes(list)[0]).toBe('NYCTS');
    expect(codes(list)).not.toContain('H0009');
  });
});
