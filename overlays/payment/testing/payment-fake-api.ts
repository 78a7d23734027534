import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { paymentApiPaths, type CardTokenErrorResponse, type CardTokenRequest, type CardTokenResponse } from '../../../shared/domain/payment-api';
import { telemetryApiPaths } from '../../../shared/domain/paths';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { CardBrand, PaymentInfoQuery, PaymentMethodKind } from '../../../shared/graphql/generated/graphql';
import type { ValidationMessage } from '../../../shared/i18n/message-ref';
import { validationInEnglishOf } from '../../../shared/i18n/validation-in-english';
import { cardBrandOf, cardNumberError } from '../../../shared/validation/payment-card';
import { stripNonDigits } from '../../../shared/validation/text-patterns';
import { heldCalls } from '../../../shared/testing/held-calls';

/** A GraphQL error answer as graphql-request throws it. */
export function graphQlFailure(code: string, message = 'Refused.', extensions: Record<string, unknown> = {}): ClientError {
  return new ClientError({ errors: [new GraphQLError(message, { extensions: { code, ...extensions } })], status: 200, headers: new Headers(), body: '' }, { query: code });
}

/** The declined test card of ARCHITECTURE.md: tokenised, then refused by the payment step. */
export const DECLINED_NUMBER = '4000000000000002';

export const savedVisa = { token: `tok_${'s'.repeat(32)}`, brand: 'VISA' as const, lastFour: '4242', expiryMonth: 9, expiryYear: 2031, cardholderName: 'Ava Morgan' };

const METHOD_CODES: Record<PaymentMethodKind, string> = { GUARANTEE: '5.PMT', DEPOSIT: '4.PMT', PREPAYMENT: '1.PMT' };

export type PaymentInfoOptions = { isMember?: boolean; kind?: PaymentMethodKind; currency?: string; valueDecimalPoint?: number; acceptedCardBrands?: CardBrand[] };

export function paymentInfoFixture({ isMember = false, kind = 'GUARANTEE', currency = 'USD', valueDecimalPoint = 2, acceptedCardBrands }: PaymentInfoOptions = {}): PaymentInfoQuery {
  const money = (value: number) => ({ value, valueDecimalPoint, currency });
  const dueNow = kind === 'GUARANTEE' ? 0 : kind === 'DEPOSIT' ? 26400 : 52785;
  return {
    paymentInfo: {
      cartId: 'CART1',
      paymentMethod: { code: METHOD_CODES[kind], kind, dueAtBooking: money(dueNow) },
      amountDueNow: money(dueNow),
      amountDueAtHotel: money(52785 - dueNow),
      acceptedCardBrands: acceptedCardBrands ?? ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNIONPAY'],
      savedCards: isMember ? [{ card: savedVisa, savedAt: '2026-01-01T00:00:00Z' }] : [],
      canSaveCard: isMember,
      selectedCard: null,
    },
    cart: { id: 'CART1', revisionNumber: 5, stay: { checkOutDate: '2026-07-02' } },
  };
}

type Call = { name: string; variables: Record<string, unknown> };
type Sent = { url: string; init: RequestInit | undefined; body: unknown };
type TokenAnswer = { status: number; body: CardTokenResponse | CardTokenErrorResponse };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal as the real call words it: a shared rule's by its en-US words, its message key and parameters. */
function refusal(code: string, field: keyof CardTokenRequest | null, problem: string | ValidationMessage): CardTokenErrorResponse {
  const answer = { phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false, field };
  if (typeof problem === 'string') return { message: problem, ...answer };
  return { message: validationInEnglishOf(problem), ...answer, messageKey: problem.key, ...(problem.params ? { messageParams: problem.params } : {}) };
}

/**
 * A stand-in for the payment back end in component tests: the GraphQL operations (PaymentInfo,
 * UpdateCartPayment, and the checkout variant's BookingAcknowledgements and CreateOrder) from memory,
 * and `fetch` for the tokenising call and the logger. It records every call, checks a card by the shared
 * rules as the real call does, declines DECLINED_NUMBER at the payment step, and fails the next call of
 * an operation or of the tokenising call on request. Used only by tests.
 */
export function createFakePaymentApi(info: PaymentInfoQuery = paymentInfoFixture()) {
  const held = heldCalls();
  const state = {
    info,
    revisionNumber: info.cart.revisionNumber,
    calls: [] as Call[],
    sent: [] as Sent[],
    tokens: new Map<string, { card: CardTokenResponse; digits: string }>(info.paymentInfo.savedCards.map((saved) => [saved.card.token, { card: saved.card, digits: '' }])),
    failures: new Map<string, ClientError[]>(),
    tokenAnswers: [] as TokenAnswer[],
    /** Holds the next tokenising answer until `release` is called. */
    holdTokens: null as Promise<void> | null,
    /** What Book now asks the guest to accept (the checkout variant). */
    acknowledgements: [
      { code: 'RATE_RULES', text: 'Free cancellation until 4:00 PM hotel time two days before arrival.' },
      { code: 'PREPAID_CHARGE', text: 'USD 527.85 is charged today.' },
    ],
    confirmationNumber: '71234600',
  };

  function tokenise(request: CardTokenRequest): TokenAnswer {
    const queued = state.tokenAnswers.shift();
    if (queued) return queued;
    const numberProblem = cardNumberError(request.cardNumber);
    if (numberProblem) return { status: 400, body: refusal('CARD_NUMBER_INVALID', 'cardNumber', numberProblem) };
    const digits = stripNonDigits(request.cardNumber);
    const token = `tok_${String(state.tokens.size).padStart(32, 'a')}`;
    const card: CardTokenResponse = { token, brand: cardBrandOf(digits)!, lastFour: digits.slice(-4), expiryMonth: request.expiryMonth, expiryYear: request.expiryYear, cardholderName: request.cardholderName };
    state.tokens.set(token, { card, digits });
    return { status: 201, body: card };
  }

  function answer(name: string, variables: Record<string, unknown>): unknown {
    switch (name) {
      case 'PaymentInfo':
        return { ...state.info, cart: { ...state.info.cart, revisionNumber: state.revisionNumber } };
      case 'UpdateCartPayment': {
        const input = variables.input as { revisionNumber: number; paymentToken: string; saveCard: boolean };
        const vaulted = state.tokens.get(input.paymentToken);
        if (!vaulted) throw graphQlFailure('PAYMENT_TOKEN_INVALID');
        if (input.revisionNumber !== state.revisionNumber) throw graphQlFailure('STALE_REVISION');
        if (input.saveCard && !state.info.paymentInfo.canSaveCard) throw graphQlFailure('UNAUTHENTICATED');
        if (vaulted.digits === DECLINED_NUMBER) throw graphQlFailure('PAYMENT_DECLINED', 'The issuer declined the card.');
        state.revisionNumber += 1;
        const paymentMethod = state.info.paymentInfo.paymentMethod;
        return { updateCartPayment: { id: 'CART1', revisionNumber: state.revisionNumber, payment: { card: vaulted.card, paymentMethod, amountDueNow: state.info.paymentInfo.amountDueNow, amountDueAtHotel: state.info.paymentInfo.amountDueAtHotel, authorizedAt: '2026-06-01T12:00:00Z' } } };
      }
      case 'BookingAcknowledgements':
        return { bookingAcknowledgements: state.acknowledgements };
      case 'CreateOrder': {
        const input = variables.input as { revisionNumber: number; acceptedAcknowledgements: string[] };
        if (input.revisionNumber !== state.revisionNumber) throw graphQlFailure('STALE_REVISION');
        if (state.acknowledgements.some((item) => !input.acceptedAcknowledgements.includes(item.code))) throw graphQlFailure('BAD_USER_INPUT', 'Accept every acknowledgement.', { field: 'acceptedAcknowledgements' });
        return { createOrder: { isReplay: false, order: { id: 'ORDER1', items: [{ basicInformation: { confirmationNumber: state.confirmationNumber } }] } } };
      }
      default:
        throw new Error(`The fake payment API does not answer ${name}`);
    }
  }

  async function request(document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>): Promise<unknown> {
    const definition = document.definitions.find((item) => item.kind === 'OperationDefinition');
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    state.calls.push({ name, variables });
    await Promise.resolve();
    await held.passage(name);
    const failure = state.failures.get(name)?.shift();
    if (failure) throw failure;
    return answer(name, variables);
  }

  async function fetchFake(url: string, init?: RequestInit): Promise<Response> {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    state.sent.push({ url, init, body });
    if (url === paymentApiPaths.tokens) {
      if (state.holdTokens) await state.holdTokens;
      const answered = tokenise(body as CardTokenRequest);
      return json(answered.status, answered.body);
    }
    if (url === telemetryApiPaths.logger) return json(204, {});
    throw new TypeError(`The fake payment API does not answer ${url}`);
  }

  return {
    state,
    request: request as unknown as GraphQlRequest,
    fetch: fetchFake,
    callsOf: (name: string) => state.calls.filter((call) => call.name === name),
    /** Holds every call of this operation until `release(name)`. */
    hold: held.hold,
    release: held.release,
    /** Every request the overlay sent to `url`, with its body parsed. */
    sentTo: (url: string) => state.sent.filter((item) => item.url === url),
    failNext(name: string, error: ClientError) {
      state.failures.set(name, [...(state.failures.get(name) ?? []), error]);
    },
    /** The tokenising call's next answer: a refusal of `field` with `code` (by a shared rule's message, or in words), or any status. */
    refuseNextToken(status: number, code: string, field: keyof CardTokenRequest | null, problem: string | ValidationMessage = 'Refused.') {
      state.tokenAnswers.push({ status, body: refusal(code, field, problem) });
    },
    /** Holds the tokenising call's answers until the returned function is called. */
    holdTokens(): () => void {
      let release = () => undefined as void;
      state.holdTokens = new Promise<void>((resolve) => {
        release = () => {
          state.holdTokens = null;
          resolve();
        };
      });
      return release;
    },
  };
}
