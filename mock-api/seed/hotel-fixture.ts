import { imagePaths } from '../../shared/domain/paths';

/**
 * One demo hotel as the seed inserts it (with its photos and amenities) when the database lacks its
 * code. `HOTELS` in `fixtures.ts` lists them all; the content beyond this is in `hotel-content-fixtures.ts`.
 */
export type HotelFixture = {
  /** Five upper-case letters: the city's three, then two for the hotel (NYCTS). */
  code: string;
  /** `{code in lower case}-{brand or chain name}-{city and area words}`, as the hotel page's address. */
  seoNickname: string;
  name: string;
  brandCode: string;
  /** IANA time zone: the hotel's own clock (the Suite Night Award cutoff is 14:00 of it). */
  timeZone: string;
  /** Spec 9 housekeeping plan (migration 0014): A services rooms on request, B daily; B when not given. */
  housekeepingPlan?: 'A' | 'B';
  addressLine1: string;
  city: string;
  stateProvince?: { code: string; name: string };
  country: { code: string; name: string };
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** ISO 4217. */
  currency: string;
  stars: number;
  reviewCount: number;
  photos: { url: string; caption: string }[];
  amenities: string[];
};

/** A hotel's photos at the addresses the image routes draw them from: `{code}-1.svg`, `{code}-2.svg`, … */
export const hotelPhotos = (code: string, captions: string[]) =>
  captions.map((caption, index) => ({ url: `${imagePaths.hotelPhotos}${code.toLowerCase()}-${index + 1}.svg`, caption }));
