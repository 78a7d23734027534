// @vitest-environment jsdom
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startedCarts } from '../../../shared/embedding/started-carts';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { loadAreas, messagesFor } from '../../../shared/i18n/messages';
import { MESSAGE_AREAS } from '../payment-messages';
import { bookingRefusal, useBookCart } from './use-book-cart';

beforeAll(() => loadAreas('es-ES', MESSAGE_AREAS));
beforeEach(() => sessionStorage.clear());

const messages = () => messagesFor('es-ES');
const refusal = (code: string, extensions: Record<string, string> = {}) =>
  new ClientError({ errors: [new GraphQLError('refused', { extensions: { code, ...extensions } })], status: 200, headers: new Headers(), body: '' }, { query: 'CreateOrder' });

describe('the checkout form’s Book now refusals, in the page’s locale', () => {
  it('reads a cart already booked as booked, with the number the refusal carries', () => {
    expect(bookingRefusal(refusal('E_ALREADY_CONFIRMED', { confirmationNumber: '71234599' }), messages())).toEqual({ kind: 'booked', confirmationNumber: '71234599' });
  });

  it('reads the revision again after a change made meanwhile, and the acknowledgements after theirs changed', () => {
    expect(bookingRefusal(refusal('STALE_REVISION'), messages())).toMatchObject({ kind: 'refused', reread: 'revision', message: expect.stringMatching(/^Esta reserva cambió/) });
    expect(bookingRefusal(refusal('BAD_USER_INPUT', { field: 'acceptedAcknowledgements' }), messages())).toMatchObject({ kind: 'refused', reread: 'acknowledgements' });
  });

  it('says no answer apart from a refusal: the order may exist', () => {
    expect(bookingRefusal(new TypeError('Failed to fetch'), messages())).toMatchObject({ kind: 'refused', reread: null, message: expect.stringMatching(/^No obtuvimos respuesta/) });
  });
});

describe('useBookCart', () => {
  const booked = { createOrder: { isReplay: false, order: { id: 'order-1', items: [{ basicInformation: { confirmationNumber: '71234600' } }] } } };

  it('asks again with the same key after no answer, a new one after a refusal, and forgets the booked cart in the tab', async () => {
    startedCarts.save('NYCTS|rate', { idempotencyKey: 'k'.repeat(32), cartId: 'cart-1', expiresAt: null });
    const keys: string[] = [];
    const answers: (() => Promise<unknown>)[] = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.reject(refusal('PAYMENT_DECLINED')), () => Promise.resolve(booked)];
    const request = vi.fn((_document, variables: { input: { idempotencyKey: string } }) => {
      keys.push(variables.input.idempotencyKey);
      return answers.shift()!();
    }) as unknown as GraphQlRequest;
    const { result } = renderHook(() => useBookCart('cart-1', request, messages()));

    for (const expected of ['refused', 'refused', 'booked']) {
      let outcome: unknown;
      await act(async () => {
        outcome = await result.current.book(4, ['RATE_RULES']);
      });
      expect(outcome).toMatchObject({ kind: expected });
    }
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(startedCarts.read('NYCTS|rate', new Date())).toBeNull();
  });

  it('sends one Book now at a time', async () => {
    let answer: (value: unknown) => void = () => {};
    const request = vi.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as GraphQlRequest;
    const { result } = renderHook(() => useBookCart('cart-1', request, messages()));
    let second: unknown = 'pending';
    await act(async () => {
      const first = result.current.book(4, []);
      second = await result.current.book(4, []);
      answer(booked);
      await first;
    });
    expect(second).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
