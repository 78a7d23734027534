import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { CART_HOLD_SECONDS } from '../../../../../shared/booking/booking-timers';
import type { ExtendCartInput } from '../../../../../shared/graphql/generated/graphql';
import type { CartFixture } from './cart-fixtures';

/** A refusal as the GraphQL client throws it: an answer whose first error carries `code` (and any other `extensions`). */
export function graphQlRefusal(code: string, operationName = 'anonymous', extensions: Record<string, unknown> = {}): ClientError {
  const errors = [new GraphQLError('Refused.', { extensions: { ...extensions, code } })];
  return new ClientError({ errors, status: 200, headers: new Headers(), body: '' }, { query: operationName });
}

/** Answers for operations beyond the cart's own, by operation name, for a page that asks more (the review). */
export type FakeAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

/**
 * A stand-in for the GraphQL back end in the pre-booking tests: it answers the page's cart read and
 * the extend from one cart held in memory, the way the contract says (an extend quoting an old
 * revision changes nothing and answers STALE_REVISION; a renewed hold runs CART_HOLD_SECONDS from
 * the clock's now, so fake timers drive it), and any operation `answers` names. Used only by tests.
 */
export function createFakeCartApi(initial: CartFixture, answers: FakeAnswers = {}) {
  const state = {
    cart: initial,
    /** Operation names in the order they were asked. */
    calls: [] as string[],
    /** Every request in the order it was asked, with its variables (refused ones too). */
    requests: [] as { name: string; variables: Record<string, unknown> }[],
    /** The extends that reached the cart (a refusal queued with `refuse` answers before it is kept here). */
    extends: [] as ExtendCartInput[],
  };
  /** Failures queued per operation, thrown before anything else is answered. */
  const failures = new Map<string, Error[]>();
  const queue = (name: string, ...errors: Error[]) => failures.set(name, [...(failures.get(name) ?? []), ...errors]);

  const failIfQueued = (name: string) => {
    const failure = failures.get(name)?.shift();
    if (failure) throw failure;
  };

  const answerExtend = (input: ExtendCartInput) => {
    state.extends.push(input);
    if (input.revisionNumber !== state.cart.revisionNumber) throw graphQlRefusal('STALE_REVISION', 'ExtendAndUpdateCartExpiration');
    const expiresAt = new Date(Date.now() + CART_HOLD_SECONDS * 1000).toISOString();
    state.cart = { ...state.cart, revisionNumber: state.cart.revisionNumber + 1, expiresAt };
    return { extendAndUpdateCartExpiration: { id: state.cart.id, revisionNumber: state.cart.revisionNumber, expiresAt } };
  };

  async function request(document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>): Promise<unknown> {
    const definition = document.definitions[0];
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    state.calls.push(name);
    state.requests.push({ name, variables });
    failIfQueued(name);
    switch (name) {
      case 'CartPrice':
        return { cart: state.cart };
      case 'ExtendAndUpdateCartExpiration':
        return answerExtend(variables.input as ExtendCartInput);
      default: {
        const answer = answers[name];
        if (!answer) throw new Error(`The fake cart API does not answer ${name}`);
        return answer(variables);
      }
    }
  }

  return {
    state,
    request,
    /** The next calls of `operationName` are refused with these codes, one each. */
    refuse(operationName: string, ...codes: string[]) {
      queue(operationName, ...codes.map((code) => graphQlRefusal(code, operationName)));
    },
    /** The next call of `operationName` is refused with `code` and these other extensions (e.g. a confirmation number). */
    refuseWith(operationName: string, code: string, extensions: Record<string, unknown>) {
      queue(operationName, graphQlRefusal(code, operationName, extensions));
    },
    /** The next call of `operationName` gets no answer at all, as when the network drops it. */
    loseNext(operationName: string) {
      queue(operationName, new TypeError('Failed to fetch'));
    },
    /** Another tab changed the cart: same stay, a newer revision. */
    changeElsewhere() {
      state.cart = { ...state.cart, revisionNumber: state.cart.revisionNumber + 1 };
    },
  };
}

export type FakeCartApi = ReturnType<typeof createFakeCartApi>;
