import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import type {
  AvailabilitySearchInput,
  CreateCartInput,
  NightlyProductsQuery,
  RateDetailsQuery,
  RoomDetailsFeaturesQuery,
} from '../../../../shared/graphql/generated/graphql';
import { criteriaFixture, hotelFixture, nightlyMonthFixture, searchAnswer, selectionFixture, usd, type SearchAnswer } from './booking-fixtures';
import { heldCalls } from '../../../../shared/testing/held-calls';

/** A GraphQL error answer as graphql-request throws it. */
export function graphQlFailure(code: string, message = 'Refused.', extensions: Record<string, unknown> = {}): ClientError {
  const errors = [new GraphQLError(message, { extensions: { code, ...extensions } })];
  return new ClientError({ errors, status: 200, headers: new Headers(), body: '' }, { query: code });
}

const HOTEL_LIST = [
  { id: 'NYCTS', seoNickname: 'nycts-portico-times-square', basicInformation: { name: 'Portico Times Square' }, contactInformation: { address: { city: 'New York', country: { description: 'United States' } } } },
  { id: 'LONKX', seoNickname: 'lonkx-portico-london-kings-cross', basicInformation: { name: 'Portico London King’s Cross' }, contactInformation: { address: { city: 'London', country: { description: 'United Kingdom' } } } },
];

type Call = { name: string; variables: Record<string, unknown> };

/**
 * A stand-in for the booking back end in component tests: it answers the booking pages' operations
 * from answers held in memory, records every call with its variables, can hold an operation back or
 * fail it with a code, and answers a repeated create-cart key with the same cart, as the contract says.
 * Used only by tests.
 */
export function createFakeBookingApi() {
  const state = {
    /** The rate list's answer for a search; by default every room of the fixtures for exactly that stay. */
    search: ((input: AvailabilitySearchInput) => searchAnswer({}, criteriaOfInput(input))) as (input: AvailabilitySearchInput) => SearchAnswer | null,
    /** The calendar's month; by default every day priced, from nightlyMonthFixture. */
    nightly: ((month: string) => nightlyMonthFixture(month)) as (month: string) => NightlyProductsQuery['nightlyProducts'],
    roomDetails: null as RoomDetailsFeaturesQuery['roomDetails'],
    rateDetails: null as RateDetailsQuery['rateDetails'],
    defaultSelection: selectionFixture(criteriaFixture({ checkInDate: '2026-06-02', checkOutDate: '2026-06-03', numAdultsPerRoom: 1 })),
    calls: [] as Call[],
    /** The next calls of an operation fail with this error, by operation name (one failure each). */
    failures: new Map<string, ClientError[]>(),
    cartsByKey: new Map<string, string>(),
  };
  const { passage, hold, release } = heldCalls();

  function answer(name: string, variables: Record<string, unknown>): unknown {
    switch (name) {
      case 'SearchProductsByProperty':
        return { searchProductsByProperty: state.search(variables.input as AvailabilitySearchInput) };
      case 'DefaultSelection':
        return { defaultSelection: state.defaultSelection };
      case 'NightlyProducts':
        return { nightlyProducts: state.nightly((variables.input as { month: string }).month) };
      case 'RoomDetailsFeatures':
        return { roomDetails: state.roomDetails };
      case 'RateDetails':
        return { rateDetails: state.rateDetails };
      case 'HotelHeader':
        return { property: hotelFixture() };
      case 'HotelList':
        return { properties: HOTEL_LIST };
      case 'CreateCart':
        return { createCart: cartFor(variables.input as CreateCartInput) };
      default:
        throw new Error(`The fake booking API does not answer ${name}`);
    }
  }

  function cartFor(input: CreateCartInput) {
    const id = state.cartsByKey.get(input.idempotencyKey) ?? `CART${state.cartsByKey.size + 1}`;
    state.cartsByKey.set(input.idempotencyKey, id);
    return {
      id,
      revisionNumber: 1,
      expiresAt: '2026-06-01T12:15:00Z',
      property: hotelFixture(),
      stay: selectionFixture(criteriaOfInput(input.search)),
      roomType: { code: String(input.roomTypeCode), name: 'Room', bedding: '1 King bed' },
      ratePlan: { code: String(input.ratePlanCode), name: 'Rate', mode: 'CASH', isMemberRate: false, isPrepaidNonRefundable: false },
      price: { cash: null, points: null },
      nights: [],
      cancellationPolicy: { isRefundable: true, freeCancellationUntil: null, description: 'Free until arrival.', lateCancellationCharge: usd(0) },
    };
  }

  async function request(document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>): Promise<unknown> {
    const definition = document.definitions.find((item) => item.kind === 'OperationDefinition');
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    state.calls.push({ name, variables });
    await passage(name);
    const failure = state.failures.get(name)?.shift();
    if (failure) throw failure;
    return answer(name, variables);
  }

  return {
    state,
    request,
    callsOf: (name: string) => state.calls.filter((call) => call.name === name),
    failNext(name: string, error: ClientError) {
      state.failures.set(name, [...(state.failures.get(name) ?? []), error]);
    },
    /** Holds every call of this operation until `release(name)`. */
    hold,
    release,
  };
}

export type FakeBookingApi = ReturnType<typeof createFakeBookingApi>;

function criteriaOfInput(input: AvailabilitySearchInput): SearchCriteria {
  return { ...input, propertyId: String(input.propertyId), numChildrenPerRoom: input.numChildrenPerRoom ?? 0, rewardsRedemption: input.rewardsRedemption ?? false };
}
