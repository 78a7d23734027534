import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import type { GuestInfoFormQuery, RedemptionDataQuery } from '../../../shared/graphql/generated/graphql';

/** A GraphQL error answer as graphql-request throws it. */
export function graphQlFailure(code: string, message = 'Refused.', extensions: Record<string, unknown> = {}): ClientError {
  return new ClientError({ errors: [new GraphQLError(message, { extensions: { code, ...extensions } })], status: 200, headers: new Headers(), body: '' }, { query: code });
}

const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' });

export const countriesFixture: GuestInfoFormQuery['countries'] = [
  { code: 'US', name: 'United States', requiredAddressParts: ['LINE1', 'CITY', 'STATE_PROVINCE', 'POSTAL_CODE'], hasStates: true },
  { code: 'CN', name: 'China', requiredAddressParts: ['CITY'], hasStates: false },
  { code: 'HK', name: 'Hong Kong', requiredAddressParts: [], hasStates: false },
  { code: 'FR', name: 'France', requiredAddressParts: ['LINE1', 'CITY', 'POSTAL_CODE'], hasStates: false },
  { code: 'GB', name: 'United Kingdom', requiredAddressParts: [], hasStates: false },
  { code: 'CU', name: 'Cuba', requiredAddressParts: [], hasStates: false },
];

export const memberFixture: NonNullable<GuestInfoFormQuery['memberInformation']> = {
  memberNumber: '100000001',
  title: 'MS',
  givenName: 'Ava',
  surname: 'Morgan',
  email: 'ava.morgan@example.com',
  phone: '2125550100',
  travelAgentProgramme: null,
  address: { line1: '1 Main St', line2: null, city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10036' },
};

export function formFixture(overrides: { member?: GuestInfoFormQuery['memberInformation']; mode?: GuestInfoFormQuery['cart']['ratePlan']['mode']; isMemberRate?: boolean } = {}): GuestInfoFormQuery {
  return {
    cart: {
      id: 'CART1',
      revisionNumber: 3,
      expiresAt: '2026-06-01T12:15:00Z',
      stay: { checkInDate: '2026-06-02', checkOutDate: '2026-06-04' },
      ratePlan: { code: 'FLEX', mode: overrides.mode ?? 'CASH', isMemberRate: overrides.isMemberRate ?? false },
      guestInfo: null,
      insurance: null,
    },
    memberInformation: overrides.member === undefined ? null : overrides.member,
    countries: countriesFixture,
    userFormTitles: [
      { code: 'MR', label: 'Mr' },
      { code: 'MS', label: 'Ms' },
    ],
    roomRequests: [
      { code: 'CRIB', label: 'Crib' },
      { code: 'PETFEE1', label: 'One pet (pet fee applies)' },
      { code: 'PETFEE2', label: 'Two pets (pet fee applies)' },
    ],
    prepayConsent: { isRequired: false, text: null },
  };
}

type Call = { name: string; variables: Record<string, unknown> };

/**
 * A stand-in for the guest-info back end in component tests: answers the overlay's operations from
 * memory, records each call, and fails the next call of an operation on request. Used only by tests.
 */
export function createFakeGuestInfoApi(form: GuestInfoFormQuery = formFixture()) {
  const state = {
    form,
    redemption: null as RedemptionDataQuery['redemptionData'],
    aaaNumber: null as string | null,
    revisionNumber: form.cart.revisionNumber,
    calls: [] as Call[],
    failures: new Map<string, ClientError[]>(),
    /** Carts the StartCart call made (a page that gives a rate): each answered as CART1. */
    startedCarts: 0,
  };

  function answer(name: string, variables: Record<string, unknown>): unknown {
    const input = variables.input as Record<string, unknown> | undefined;
    switch (name) {
      case 'StartCart':
        state.startedCarts += 1;
        return { createCart: { id: 'CART1', revisionNumber: state.revisionNumber, expiresAt: '2026-06-01T12:15:00Z' } };
      case 'GuestInfoForm':
        return { ...state.form, cart: { ...state.form.cart, revisionNumber: state.revisionNumber } };
      case 'StateLookup':
        return { states: [{ code: 'NY', name: 'New York' }, { code: 'CA', name: 'California' }] };
      case 'RedemptionData':
        return { redemptionData: state.redemption };
      case 'AaaGet':
        return { aaaMembership: state.aaaNumber ? { number: state.aaaNumber, updatedAt: '2026-01-01T00:00:00Z' } : null };
      case 'SmsCountryCodes':
        return { smsCountryCodes: [{ countryCode: 'US', dialCode: '1', name: 'United States' }, { countryCode: 'GB', dialCode: '44', name: 'United Kingdom' }] };
      case 'JoinNowOptions': {
        const countryCode = String(variables.countryCode);
        const isExplicit = countryCode === 'GB';
        const consents = [
          { code: 'TERMS', label: 'I accept the Portico Rewards terms.', isRequired: true, isCheckedByDefault: false },
          { code: 'MARKETING', label: 'Send me offers by e-mail.', isRequired: false, isCheckedByDefault: !isExplicit },
        ];
        return { joinNowOptions: { countryCode, isEnrollmentAvailable: true, requiresExplicitOptIn: isExplicit, consents } };
      }
      case 'TravelInsuranceQuote':
        return { travelInsuranceQuote: { id: 'Q1', premium: usd(4900), coveredTripCost: usd(52785), expiresAt: '2026-06-01T13:00:00Z', provider: 'SafeTrip', summary: 'Covers cancellation and delays.' } };
      case 'UpdateInsuranceCart':
        state.revisionNumber += 1;
        return { updateInsuranceCart: { id: 'CART1', revisionNumber: state.revisionNumber, insurance: input?.quoteId ? { quoteId: String(input.quoteId), premium: usd(4900), provider: 'SafeTrip' } : null } };
      case 'UpdateCartGuestInfo':
        state.revisionNumber += 1;
        return { updateCartGuestInfo: { id: 'CART1', revisionNumber: state.revisionNumber, expiresAt: '2026-06-01T12:15:00Z', guestInfo: null } };
      case 'UpdateUserInformation':
      case 'UpdateMemberInformation':
        return { [name === 'UpdateUserInformation' ? 'updateUserInformation' : 'updateMemberInformation']: memberFixture };
      case 'AaaAdd':
      case 'AaaUpdate':
        return { [name === 'AaaAdd' ? 'addAaaNumber' : 'updateAaaNumber']: { number: input?.number, updatedAt: '2026-01-01T00:00:00Z' } };
      case 'AaaValidateNumber':
        return { validateAaaNumber: { isValid: true, message: null } };
      default:
        throw new Error(`The fake guest-info API does not answer ${name}`);
    }
  }

  async function request(document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>): Promise<unknown> {
    const definition = document.definitions.find((item) => item.kind === 'OperationDefinition');
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    state.calls.push({ name, variables });
    await Promise.resolve();
    const failure = state.failures.get(name)?.shift();
    if (failure) throw failure;
    return answer(name, variables);
  }

  return {
    state,
    request: request as unknown as import('../../../shared/graphql/client').GraphQlRequest,
    callsOf: (name: string) => state.calls.filter((call) => call.name === name),
    failNext(name: string, error: ClientError) {
      state.failures.set(name, [...(state.failures.get(name) ?? []), error]);
    },
  };
}
