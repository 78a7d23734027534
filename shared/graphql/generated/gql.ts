/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Customer {\n    customer {\n      id\n      savedProperties {\n        id\n      }\n      revisionToken\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {\n    updateCustomerSavedProperties(input: $input) {\n      status {\n        code\n        httpStatus\n        messages {\n          errors {\n            code\n            message\n          }\n        }\n      }\n      savedProperties {\n        id\n      }\n    }\n  }\n": typeof types.UpdateCustomerSavedPropertiesDocument,
    "\n  query SavedHotels {\n    customer {\n      id\n      revisionToken\n      savedProperties {\n        id\n        property {\n          ...HotelHeaderFields\n        }\n      }\n    }\n  }\n": typeof types.SavedHotelsDocument,
    "\n  fragment HotelHeaderFields on Property {\n    id\n    seoNickname\n    basicInformation {\n      name\n      latitude\n      longitude\n      currency\n      brand {\n        id\n      }\n    }\n    contactInformation {\n      address {\n        line1\n        line2\n        line3\n        city\n        stateProvince {\n          code\n          description\n        }\n        country {\n          code\n          description\n        }\n        postalCode\n      }\n      contactNumbers {\n        number\n        display\n        type {\n          code\n        }\n      }\n    }\n    reviews {\n      stars {\n        count\n      }\n      numberOfReviews {\n        count\n      }\n    }\n    media {\n      primaryImage {\n        url\n        alternateDescription\n      }\n      hotelLogo {\n        alternateDescription\n        imageSrc\n      }\n    }\n  }\n": typeof types.HotelHeaderFieldsFragmentDoc,
    "\n  query HotelHeader($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...HotelHeaderFields\n    }\n  }\n": typeof types.HotelHeaderDocument,
    "\n  query HotelDetails($propertyId: ID!) {\n    property(id: $propertyId) {\n      id\n      description\n      media {\n        photos {\n          url\n          alternateDescription\n        }\n      }\n      amenities {\n        name\n      }\n      details {\n        checkInTime\n        checkOutTime\n        roomCount\n        petPolicy\n        parking\n      }\n      alerts {\n        id\n        message\n        startsOn\n        endsOn\n      }\n    }\n  }\n": typeof types.HotelDetailsDocument,
    "\n  query HotelGuestReviews($propertyId: ID!, $first: Int!) {\n    property(id: $propertyId) {\n      id\n      guestReviews(first: $first) {\n        id\n        author\n        rating\n        title\n        text\n        stayedOn\n      }\n    }\n  }\n": typeof types.HotelGuestReviewsDocument,
    "\n  query HotelList {\n    properties {\n      id\n      seoNickname\n      basicInformation {\n        name\n      }\n      contactInformation {\n        address {\n          city\n          country {\n            description\n          }\n        }\n      }\n    }\n  }\n": typeof types.HotelListDocument,
    "\n  query HotelOverview($seoNickname: String!) {\n    propertyBySeoNickname(seoNickname: $seoNickname) {\n      ...HotelHeaderFields\n    }\n  }\n": typeof types.HotelOverviewDocument,
};
const documents: Documents = {
    "\n  query Customer {\n    customer {\n      id\n      savedProperties {\n        id\n      }\n      revisionToken\n    }\n  }\n": types.CustomerDocument,
    "\n  mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {\n    updateCustomerSavedProperties(input: $input) {\n      status {\n        code\n        httpStatus\n        messages {\n          errors {\n            code\n            message\n          }\n        }\n      }\n      savedProperties {\n        id\n      }\n    }\n  }\n": types.UpdateCustomerSavedPropertiesDocument,
    "\n  query SavedHotels {\n    customer {\n      id\n      revisionToken\n      savedProperties {\n        id\n        property {\n          ...HotelHeaderFields\n        }\n      }\n    }\n  }\n": types.SavedHotelsDocument,
    "\n  fragment HotelHeaderFields on Property {\n    id\n    seoNickname\n    basicInformation {\n      name\n      latitude\n      longitude\n      currency\n      brand {\n        id\n      }\n    }\n    contactInformation {\n      address {\n        line1\n        line2\n        line3\n        city\n        stateProvince {\n          code\n          description\n        }\n        country {\n          code\n          description\n        }\n        postalCode\n      }\n      contactNumbers {\n        number\n        display\n        type {\n          code\n        }\n      }\n    }\n    reviews {\n      stars {\n        count\n      }\n      numberOfReviews {\n        count\n      }\n    }\n    media {\n      primaryImage {\n        url\n        alternateDescription\n      }\n      hotelLogo {\n        alternateDescription\n        imageSrc\n      }\n    }\n  }\n": types.HotelHeaderFieldsFragmentDoc,
    "\n  query HotelHeader($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...HotelHeaderFields\n    }\n  }\n": types.HotelHeaderDocument,
    "\n  query HotelDetails($propertyId: ID!) {\n    property(id: $propertyId) {\n      id\n      description\n      media {\n        photos {\n          url\n          alternateDescription\n        }\n      }\n      amenities {\n        name\n      }\n      details {\n        checkInTime\n        checkOutTime\n        roomCount\n        petPolicy\n        parking\n      }\n      alerts {\n        id\n        message\n        startsOn\n        endsOn\n      }\n    }\n  }\n": types.HotelDetailsDocument,
    "\n  query HotelGuestReviews($propertyId: ID!, $first: Int!) {\n    property(id: $propertyId) {\n      id\n      guestReviews(first: $first) {\n        id\n        author\n        rating\n        title\n        text\n        stayedOn\n      }\n    }\n  }\n": types.HotelGuestReviewsDocument,
    "\n  query HotelList {\n    properties {\n      id\n      seoNickname\n      basicInformation {\n        name\n      }\n      contactInformation {\n        address {\n          city\n          country {\n            description\n          }\n        }\n      }\n    }\n  }\n": types.HotelListDocument,
    "\n  query HotelOverview($seoNickname: String!) {\n    propertyBySeoNickname(seoNickname: $seoNickname) {\n      ...HotelHeaderFields\n    }\n  }\n": types.HotelOverviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer {\n    customer {\n      id\n      savedProperties {\n        id\n      }\n      revisionToken\n    }\n  }\n"): (typeof documents)["\n  query Customer {\n    customer {\n      id\n      savedProperties {\n        id\n      }\n      revisionToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {\n    updateCustomerSavedProperties(input: $input) {\n      status {\n        code\n        httpStatus\n        messages {\n          errors {\n            code\n            message\n          }\n        }\n      }\n      savedProperties {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {\n    updateCustomerSavedProperties(input: $input) {\n      status {\n        code\n        httpStatus\n        messages {\n          errors {\n            code\n            message\n          }\n        }\n      }\n      savedProperties {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedHotels {\n    customer {\n      id\n      revisionToken\n      savedProperties {\n        id\n        property {\n          ...HotelHeaderFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedHotels {\n    customer {\n      id\n      revisionToken\n      savedProperties {\n        id\n        property {\n          ...HotelHeaderFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelHeaderFields on Property {\n    id\n    seoNickname\n    basicInformation {\n      name\n      latitude\n      longitude\n      currency\n      brand {\n        id\n      }\n    }\n    contactInformation {\n      address {\n        line1\n        line2\n        line3\n        city\n        stateProvince {\n          code\n          description\n        }\n        country {\n          code\n          description\n        }\n        postalCode\n      }\n      contactNumbers {\n        number\n        display\n        type {\n          code\n        }\n      }\n    }\n    reviews {\n      stars {\n        count\n      }\n      numberOfReviews {\n        count\n      }\n    }\n    media {\n      primaryImage {\n        url\n        alternateDescription\n      }\n      hotelLogo {\n        alternateDescription\n        imageSrc\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HotelHeaderFields on Property {\n    id\n    seoNickname\n    basicInformation {\n      name\n      latitude\n      longitude\n      currency\n      brand {\n        id\n      }\n    }\n    contactInformation {\n      address {\n        line1\n        line2\n        line3\n        city\n        stateProvince {\n          code\n          description\n        }\n        country {\n          code\n          description\n        }\n        postalCode\n      }\n      contactNumbers {\n        number\n        display\n        type {\n          code\n        }\n      }\n    }\n    reviews {\n      stars {\n        count\n      }\n      numberOfReviews {\n        count\n      }\n    }\n    media {\n      primaryImage {\n        url\n        alternateDescription\n      }\n      hotelLogo {\n        alternateDescription\n        imageSrc\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelHeader($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...HotelHeaderFields\n    }\n  }\n"): (typeof documents)["\n  query HotelHeader($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...HotelHeaderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelDetails($propertyId: ID!) {\n    property(id: $propertyId) {\n      id\n      description\n      media {\n        photos {\n          url\n          alternateDescription\n        }\n      }\n      amenities {\n        name\n      }\n      details {\n        checkInTime\n        checkOutTime\n        roomCount\n        petPolicy\n        parking\n      }\n      alerts {\n        id\n        message\n        startsOn\n        endsOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query HotelDetails($propertyId: ID!) {\n    property(id: $propertyId) {\n      id\n      description\n      media {\n        photos {\n          url\n          alternateDescription\n        }\n      }\n      amenities {\n        name\n      }\n      details {\n        checkInTime\n        checkOutTime\n        roomCount\n        petPolicy\n        parking\n      }\n      alerts {\n        id\n        message\n        startsOn\n        endsOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelGuestReviews($propertyId: ID!, $first: Int!) {\n    property(id: $propertyId) {\n      id\n      guestReviews(first: $first) {\n        id\n        author\n        rating\n        title\n        text\n        stayedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query HotelGuestReviews($propertyId: ID!, $first: Int!) {\n    property(id: $propertyId) {\n      id\n      guestReviews(first: $first) {\n        id\n        author\n        rating\n        title\n        text\n        stayedOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelList {\n    properties {\n      id\n      seoNickname\n      basicInformation {\n        name\n      }\n      contactInformation {\n        address {\n          city\n          country {\n            description\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HotelList {\n    properties {\n      id\n      seoNickname\n      basicInformation {\n        name\n      }\n      contactInformation {\n        address {\n          city\n          country {\n            description\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelOverview($seoNickname: String!) {\n    propertyBySeoNickname(seoNickname: $seoNickname) {\n      ...HotelHeaderFields\n    }\n  }\n"): (typeof documents)["\n  query HotelOverview($seoNickname: String!) {\n    propertyBySeoNickname(seoNickname: $seoNickname) {\n      ...HotelHeaderFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;