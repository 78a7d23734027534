import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST } from 'graphql';
import { addDays, type SearchCriteria } from '../../shared/booking/search-criteria';
import { graphQlBasePath } from '../../shared/domain/paths';
import { persistedHashOf, persistedOperationBody } from '../../shared/graphql/client';
import {
  CartPriceDocument,
  CreateCartDocument,
  DefaultSelectionDocument,
  ExtendAndUpdateCartExpirationDocument,
  NightlyProductsDocument,
  RateDetailsDocument,
  RoomDetailsFeaturesDocument,
  SearchProductsByPropertyDocument,
  UpdateCartDocument,
  type CartFieldsFragment,
  type CreateCartInput,
  type NightlyProductsInput,
  type RateDetailsInput,
  type SearchProductsByPropertyQuery,
  type UpdateCartInput,
} from '../../shared/graphql/generated/graphql';
import type { TestApi } from './test-api';

/** A browser's cookies: what the API set, sent back on every call, as a browser does. */
export type CookieJar = { header(): string | undefined; set(name: string, value: string): void; get(name: string): string | undefined; take(response: Response): void };

export function cookieJar(...initial: (string | undefined)[]): CookieJar {
  const cookies = new Map<string, string>();
  const set = (pair: string) => {
    const [name, ...value] = pair.split('=');
    if (name) cookies.set(name.trim(), value.join('='));
  };
  for (const pair of initial.filter((value): value is string => Boolean(value))) pair.split(';').forEach(set);
  return {
    header: () => (cookies.size ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined),
    set: (name, value) => cookies.set(name, value),
    get: (name) => cookies.get(name),
    take: (response) => response.headers.getSetCookie().forEach((line) => set(line.split(';')[0] ?? '')),
  };
}

export type BookingError = { message: string; extensions?: { code?: string; field?: string } };
export type BookingAnswer<Data> = { status: number; data: Data | null | undefined; errors: BookingError[] | undefined; setCookies: string[] };

export type SearchResult = NonNullable<SearchProductsByPropertyQuery['searchProductsByProperty']>;
export type CartResult = CartFieldsFragment;

/** The booking calls as the pages send them: by persisted hash, with the browser's cookies, over real HTTP. */
export function bookingCalls(api: TestApi) {
  const send = async <Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, jar?: CookieJar, locale = 'en-US'): Promise<BookingAnswer<Data>> => {
    const operationName = getOperationAST(document)?.name?.value ?? '';
    const cookie = jar?.header();
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/${operationName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test', 'accept-language': locale, ...(cookie ? { cookie } : {}) },
      body: persistedOperationBody(operationName, variables as Record<string, unknown>, persistedHashOf(document)),
    });
    jar?.take(response);
    const body = (await response.json()) as { data?: Data | null; errors?: BookingError[] };
    return { status: response.status, data: body.data, errors: body.errors, setCookies: response.headers.getSetCookie() };
  };

  return {
    send,
    search: (input: SearchCriteria, jar?: CookieJar) => send(SearchProductsByPropertyDocument, { input }, jar),
    defaultSelection: (propertyId: string) => send(DefaultSelectionDocument, { propertyId }),
    nightlyProducts: (input: NightlyProductsInput) => send(NightlyProductsDocument, { input }),
    roomDetails: (propertyId: string, roomTypeCode: string) => send(RoomDetailsFeaturesDocument, { propertyId, roomTypeCode }),
    rateDetails: (input: RateDetailsInput, jar?: CookieJar, locale?: string) => send(RateDetailsDocument, { input }, jar, locale),
    createCart: (input: CreateCartInput, jar?: CookieJar) => send(CreateCartDocument, { input }, jar),
    cart: (cartId: string, jar?: CookieJar) => send(CartPriceDocument, { cartId }, jar),
    updateCart: (input: UpdateCartInput, jar?: CookieJar) => send(UpdateCartDocument, { input }, jar),
    extendCart: (cartId: string, revisionNumber: number, jar?: CookieJar) => send(ExtendAndUpdateCartExpirationDocument, { input: { cartId, revisionNumber } }, jar),
  };
}

/** A search `days` after the day of seeding for `nights` nights at NYCTS, one adult in one room, unless said otherwise. */
export function searchFrom(seedDay: string, days: number, nights = 2, criteria: Partial<SearchCriteria> = {}): SearchCriteria {
  const checkInDate = addDays(seedDay, days);
  return {
    propertyId: 'NYCTS',
    checkInDate,
    checkOutDate: addDays(checkInDate, nights),
    numRooms: 1,
    numAdultsPerRoom: 1,
    numChildrenPerRoom: 0,
    rewardsRedemption: false,
    ...criteria,
  };
}

/** A fresh idempotency key, as the rate list makes one per selection. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');

/** The nights of a stay, by ISO day. */
export const nightsOf = (criteria: SearchCriteria) => {
  const dates: string[] = [];
  for (let date = criteria.checkInDate; date < criteria.checkOutDate; date = addDays(date, 1)) dates.push(date);
  return dates;
};
