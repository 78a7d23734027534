import { createGraphQLError } from 'graphql-yoga';
import { PROPERTY_CODE_PATTERN } from '../../shared/domain/saved-properties';
import { customerMutations, customerQuery } from './customer-resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { findPropertyByCode, findPropertyBySeoNickname, findPropertyPhotos, listProperties } from './property-row';

// Nicknames are lower-case words joined by hyphens.
const SEO_NICKNAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const SEO_NICKNAME_MAX = 120;

export const resolvers: Resolvers = {
  Query: {
    property: (_parent, { id }, { db }) => {
      if (!PROPERTY_CODE_PATTERN.test(id)) {
        throw createGraphQLError('A property id is a five-character property code such as NYCTS.', {
          extensions: { code: 'BAD_USER_INPUT', field: 'id' },
        });
      }
      return findPropertyByCode(db, id);
    },
    propertyBySeoNickname: (_parent, { seoNickname }, { db }) => {
      if (seoNickname.length > SEO_NICKNAME_MAX || !SEO_NICKNAME.test(seoNickname)) {
        throw createGraphQLError('seoNickname is lower-case words joined by hyphens, such as nycts-portico-times-square.', {
          extensions: { code: 'BAD_USER_INPUT', field: 'seoNickname' },
        });
      }
      return findPropertyBySeoNickname(db, seoNickname);
    },
    properties: (_parent, _args, { db }) => listProperties(db),
    ...customerQuery,
  },
  Mutation: customerMutations,
  Property: {
    id: (row) => row.code,
    seoNickname: (row) => row.seoNickname,
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
        stateProvince: row.stateProvinceCode
          ? { code: row.stateProvinceCode, description: row.stateProvinceName ?? row.stateProvinceCode }
          : null,
        country: { code: row.countryCode, description: row.countryName },
        postalCode: row.postalCode,
      },
      contactNumbers: [
        { number: row.phone.replace(/[^\d+]/g, ''), display: row.phone, type: { code: 'phone', description: 'Phone' } },
      ],
    }),
    reviews: (row) => ({ stars: { count: row.stars }, numberOfReviews: { count: row.reviewCount } }),
    media: async (row, _args, { db }) => {
      const photos = (await findPropertyPhotos(db, row.code)).map((photo) => ({
        url: photo.url,
        alternateDescription: photo.caption,
      }));
      return { primaryImage: photos[0] ?? null, photos };
    },
  },
};
