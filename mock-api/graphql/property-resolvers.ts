import { createGraphQLError } from 'graphql-yoga';
import { hotelToday } from '../../shared/time/hotel-day';
import { readablePhoneNumber } from '../../shared/validation/phone-number';
import type { PropertyResolvers } from './generated/resolvers-types';
import { findAlertsInForce, findAmenities, findGuestReviews } from './property-content';
import { findPropertyPhotos, type PropertyRow } from './property-row';

/** The most reviews one call may ask for (schema: guestReviews(first) is 1 to 20). */
export const GUEST_REVIEWS_MAX = 20;

export const propertyResolvers: PropertyResolvers = {
  id: (row) => row.code,
  seoNickname: (row) => row.seoNickname,
  timeZone: (row) => row.timeZone,
  basicInformation: (row) => ({
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    currency: row.currency,
    brand: { id: row.brandCode },
  }),
  contactInformation: (row) => ({
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      line3: row.addressLine3,
      city: row.city,
      stateProvince: row.stateProvinceCode ? { code: row.stateProvinceCode, description: row.stateProvinceName ?? row.stateProvinceCode } : null,
      country: { code: row.countryCode, description: row.countryName },
      postalCode: row.postalCode,
    },
    contactNumbers: [hotelPhoneOf(row.phone)],
  }),
  reviews: (row) => ({ stars: { count: row.stars }, numberOfReviews: { count: row.reviewCount } }),
  media: async (row, _args, { db }) => {
    const photos = (await findPropertyPhotos(db, row.code)).map((photo) => ({ url: photo.url, alternateDescription: photo.caption }));
    return { primaryImage: photos[0] ?? null, photos, hotelLogo: hotelLogoOf(row) };
  },
  description: (row) => row.description,
  amenities: (row, _args, { db }) => findAmenities(db, row.code),
  details: (row) => ({
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    roomCount: row.roomCount,
    petPolicy: row.petPolicy,
    parking: row.parking,
  }),
  alerts: (row, _args, { db, clock }) => findAlertsInForce(db, row.code, hotelToday(row.timeZone, clock())),
  guestReviews: (row, { first }, { db }) => {
    if (!Number.isInteger(first) || first < 1 || first > GUEST_REVIEWS_MAX) {
      throw createGraphQLError(`first must be a whole number from 1 to ${GUEST_REVIEWS_MAX}, got ${first}.`, {
        extensions: { code: 'BAD_USER_INPUT', field: 'first' },
      });
    }
    return findGuestReviews(db, row.code, first);
  },
};

// The stored logo is the hotel's alternate one, so it is never the primary (brand) logo nor a default.
function hotelLogoOf(row: PropertyRow) {
  if (row.alternateLogoSrc === null || row.alternateLogoAlt === null) return null;
  return { imageSrc: row.alternateLogoSrc, alternateDescription: row.alternateLogoAlt, isPrimary: false, defaultImage: false };
}

/**
 * The hotel's phone, dialled as E.164 and shown in its international format: formatted here, so a hotel
 * page shows it without bringing libphonenumber's metadata to the browser.
 */
function hotelPhoneOf(stored: string) {
  const number = stored.replace(/[^\d+]/g, '');
  return { number, display: readablePhoneNumber(number), type: { code: 'phone', description: 'Phone' } };
}
