import { describe, expect, it } from 'vitest';
import { MAX_SAVED_PROPERTIES, normalizeSavedIds, PROPERTY_CODE_PATTERN } from '../../shared/domain/saved-properties';
import { HOTELS, MEMBERS } from './fixtures';
import { BRANDS, HOTEL_CONTENT, hotelContentEntries } from './hotel-content-fixtures';
import { WORLD_HOTELS } from './world-hotel-fixtures';

const hotelCodes = HOTELS.map((hotel) => hotel.code);
const emma = MEMBERS.find((member) => member.email === 'emma.walsh@example.com');

describe('fixture hotels', () => {
  it('are 22, the five the docs name first and in their order', () => {
    expect(HOTELS).toHaveLength(22);
    expect(hotelCodes.slice(0, 5)).toEqual(['NYCTS', 'LONKX', 'SHAPD', 'DXBBG', 'BKKRV']);
    expect(HOTELS.slice(5)).toEqual(WORLD_HOTELS);
  });

  it('each have a unique five-letter upper-case code and a nickname that starts with it', () => {
    expect(new Set(hotelCodes).size).toBe(HOTELS.length);
    expect(new Set(HOTELS.map((hotel) => hotel.seoNickname)).size).toBe(HOTELS.length);
    for (const hotel of HOTELS) {
      expect(hotel.code).toMatch(PROPERTY_CODE_PATTERN);
      expect(hotel.code).toMatch(/^[A-Z]{5}$/);
      expect(hotel.seoNickname).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(hotel.seoNickname.startsWith(`${hotel.code.toLowerCase()}-`)).toBe(true);
    }
  });

  it.each(WORLD_HOTELS.map((hotel) => [hotel.code, hotel] as const))('%s is a Portico with its nickname, currency, stars and reviews', (code, hotel) => {
    expect(hotel.brandCode).toBe('MC');
    expect(hotel.name.startsWith('Portico ')).toBe(true);
    expect(hotel.seoNickname).toMatch(new RegExp(`^${code.toLowerCase()}-portico-[a-z0-9-]+$`));
    expect(Intl.supportedValuesOf('currency')).toContain(hotel.currency);
    expect(hotel.phone).toMatch(/^\+\d{1,3}[\d -]+$/);
    expect(hotel.stars).toBeGreaterThanOrEqual(1);
    expect(hotel.stars).toBeLessThanOrEqual(5);
    expect(hotel.reviewCount).toBeGreaterThan(4);
    expect(hotel.photos.length).toBeLessThanOrEqual(3);
    expect(HOTEL_CONTENT[code]?.reviews.length).toBeGreaterThanOrEqual(2);
    expect(HOTEL_CONTENT[code]?.reviews.length).toBeLessThanOrEqual(3);
  });

  it.each(HOTELS.map((hotel) => [hotel.code, hotel] as const))('%s has coordinates on the globe, photos, amenities, content and logo entries', (code, hotel) => {
    expect(hotel.latitude).toBeGreaterThanOrEqual(-90);
    expect(hotel.latitude).toBeLessThanOrEqual(90);
    expect(hotel.longitude).toBeGreaterThanOrEqual(-180);
    expect(hotel.longitude).toBeLessThanOrEqual(180);
    expect(hotel.photos.length).toBeGreaterThanOrEqual(2);
    // The image routes draw captions of 36 characters at most uncut.
    for (const photo of hotel.photos) expect(Array.from(photo.caption).length).toBeLessThanOrEqual(36);
    expect(hotel.amenities.length).toBeGreaterThan(0);
    expect(new Set(hotel.amenities).size).toBe(hotel.amenities.length);
    const content = HOTEL_CONTENT[code];
    expect(content?.description.trim()).not.toBe('');
    expect(content?.roomCount).toBeGreaterThan(0);
    const brand = BRANDS.find((candidate) => candidate.code === hotel.brandCode);
    expect(brand).toBeDefined();
    const entries = hotelContentEntries(hotel, brand!);
    expect(entries.map((entry) => entry.name)).toEqual([`${code} welcome banner`, `${code} hotel logo`]);
    expect(entries.every((entry) => entry.images.length === 1)).toBe(true);
  });

  it('have content for no other hotel', () => {
    expect(Object.keys(HOTEL_CONTENT).sort()).toEqual([...hotelCodes].sort());
  });
});

describe('fixture members', () => {
  it('save only fixture hotels', () => {
    for (const member of MEMBERS) for (const code of member.savedHotelCodes ?? []) expect(hotelCodes).toContain(code);
  });

  it('include Emma Walsh at the saved-hotels limit, with every hotel but LONKX and SHAPD', () => {
    expect(MAX_SAVED_PROPERTIES).toBe(20);
    expect(emma).toMatchObject({ consumerId: 'C1000005', memberNumber: '100000005', firstName: 'Emma', lastName: 'Walsh', tier: 'Titanium' });
    const saved = emma?.savedHotelCodes ?? [];
    expect(saved).toHaveLength(MAX_SAVED_PROPERTIES);
    expect(normalizeSavedIds(saved)).toEqual(saved);
    expect(saved).toEqual(hotelCodes.filter((code) => code !== 'LONKX' && code !== 'SHAPD'));
  });

  it('have unique e-mails, member numbers and consumer ids', () => {
    for (const key of ['email', 'memberNumber', 'consumerId'] as const) {
      expect(new Set(MEMBERS.map((member) => member[key])).size).toBe(MEMBERS.length);
    }
  });
});
