import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import type { CreateTravelInsuranceOrderInput, ShareConfirmationInput } from '../../../../../shared/graphql/generated/graphql';
import { heldCalls } from '../../../../../shared/testing/held-calls';
import {
  confirmationOrderFixture,
  hotelFixture,
  joinNowFixture,
  sentMessageFixture,
  smsCountryCodesFixture,
  type ConfirmationOrderFixture,
  type HotelFixture,
  type OfferFixture,
  type QuoteFixture,
} from './confirmation-fixtures';

/** A refusal the next calls of an operation answer: a GraphQL error with this code (and field). */
export type FakeRefusal = { code: string; field?: string; message?: string };

/**
 * A stand-in for the GraphQL back end in component tests of the confirmation, join-and-save and
 * save-to-my-trips pages: it answers their operations from state held in memory, the way the contract
 * says (a share joins the outbox, an insurance order needs the current quote, a saved booking stops being
 * a guest booking). Any operation can be held back or refused. Used only by tests.
 */
export function createFakeConfirmationApi(initial: { order?: ConfirmationOrderFixture | null } = {}) {
  const state = {
    order: initial.order === undefined ? confirmationOrderFixture() : initial.order,
    message: { heading: 'We look forward to welcoming you', body: 'Check-in is from 4 pm.\n\nAsk the front desk for late checkout.' },
    sentMessages: [sentMessageFixture()],
    offers: [] as OfferFixture[],
    quote: null as QuoteFixture | null,
    hotel: hotelFixture() as HotelFixture | null,
    /** Calls in the order they were made, with their variables. */
    calls: [] as { name: string; variables: Record<string, unknown> }[],
    /** Operations that refuse, by name, until the entry is removed. */
    refusals: new Map<string, FakeRefusal>(),
  };
  const { passage, hold, release } = heldCalls();

  const refuse = (name: string, { code, field, message }: FakeRefusal): never => {
    const errors = [new GraphQLError(message ?? 'Refused.', { extensions: { code, ...(field ? { field } : {}) } })];
    throw new ClientError({ errors, status: 200, headers: new Headers(), body: '' }, { query: name });
  };

  const share = (input: ShareConfirmationInput) => {
    const message = sentMessageFixture({
      id: `MSG${state.sentMessages.length + 1}`,
      channel: input.channel,
      recipient: input.recipient,
      subject: input.channel === 'EMAIL' ? 'A booking at Portico Times Square was shared with you' : null,
      body: 'Your booking is confirmed.',
      sentAt: '2026-06-01T12:30:00Z',
    });
    state.sentMessages = [...state.sentMessages, message];
    return { shareConfirmation: message };
  };

  const insure = ({ quoteId }: CreateTravelInsuranceOrderInput) => {
    const { order, quote } = state;
    if (!order) return refuse('CreateTravelInsuranceOrder', { code: 'RESERVATION_NOT_PERMITTED' });
    if (!quote || quote.id !== quoteId) return refuse('CreateTravelInsuranceOrder', { code: 'INSURANCE_QUOTE_EXPIRED' });
    const travelInsurance = { policyNumber: '500000001', provider: quote.provider, premium: quote.premium, coveredTripCost: quote.coveredTripCost };
    state.order = { ...order, travelInsurance, summaryOfCharges: { ...order.summaryOfCharges, travelInsurance: quote.premium } };
    state.quote = null;
    return { createTravelInsuranceOrder: { id: order.id, travelInsurance } };
  };

  const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    OrderConfirmation: () => ({ reservationOrder: state.order }),
    ConfirmationMessage: () => ({ reservationOrder: state.order ? { id: state.order.id, confirmationMessage: state.message } : null }),
    NotificationStatus: () => ({ reservationOrder: state.order ? { id: state.order.id, sentMessages: state.sentMessages } : null }),
    ShareConfirmation: (variables) => share(variables.input as ShareConfirmationInput),
    ConfirmationOffers: () => ({ confirmationOffers: state.offers }),
    TravelInsuranceOffer: () => ({ travelInsuranceOffer: state.quote }),
    CreateTravelInsuranceOrder: (variables) => insure(variables.input as CreateTravelInsuranceOrderInput),
    SaveReservationToMyTrips: () => {
      if (!state.order) return refuse('SaveReservationToMyTrips', { code: 'RESERVATION_NOT_PERMITTED' });
      state.order = { ...state.order, isGuestBooking: false };
      return { saveReservationToMyTrips: { id: state.order.id, isGuestBooking: false } };
    },
    HotelHeader: () => ({ property: state.hotel }),
    SmsCountryCodes: () => ({ smsCountryCodes: smsCountryCodesFixture }),
    JoinNowOptions: (variables) => ({ joinNowOptions: joinNowFixture(String(variables.countryCode)) }),
  };

  async function request(document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown> = {}): Promise<unknown> {
    const definition = document.definitions[0];
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    state.calls.push({ name, variables });
    await passage(name);
    const refusal = state.refusals.get(name);
    if (refusal) return refuse(name, refusal);
    const answer = answers[name];
    if (!answer) throw new Error(`The fake confirmation API does not answer ${name}`);
    return answer(variables);
  }

  return {
    state,
    request,
    callsOf: (name: string) => state.calls.filter((call) => call.name === name),
    /** Holds every call of this operation until `release(name)`. */
    hold,
    release,
  };
}

export type FakeConfirmationApi = ReturnType<typeof createFakeConfirmationApi>;
