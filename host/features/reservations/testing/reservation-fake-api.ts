import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import type { CancelReservationRoomsInput } from '../../../../shared/graphql/generated/graphql';
import { cancellationPolicyFixture, usd, type OrderFixture } from './reservation-fixtures';
import { heldCalls } from '../../../../shared/testing/held-calls';

/**
 * A stand-in for the GraphQL back end in component tests of the reservation pages: it answers the
 * pages' operations from one order held in memory, and cancels the way the contract says (a stale
 * revision or a room already cancelled changes nothing). Used only by tests.
 */
export function createFakeReservationApi(initial: OrderFixture | null) {
  const state = {
    order: initial,
    /** Operation names in the order they were asked. */
    calls: [] as string[],
    cancels: [] as CancelReservationRoomsInput[],
    /** The next reads of UpcomingReservation fail with this GraphQL error code. */
    failOrderReadWith: null as string | null,
    /** The code the booking's e-mail would carry; entering it proves the lookup (every room becomes modifiable). */
    bookingCode: '204816',
    bookingCodeTriesLeft: 5,
  };
  /** Operations held back until released, by name. */
  const { passage, hold, release } = heldCalls();

  const answerCancel = (input: CancelReservationRoomsInput) => {
    const order = state.order;
    const status = (code: string, httpStatus: number) => ({ cancelReservationRooms: { status: [{ code, httpStatus, messages: { errors: [] } }], order } });
    if (!order) return status('RESERVATION_NOT_PERMITTED', 403);
    const rooms = order.items.filter((item) => input.confirmationNumbers.includes(item.basicInformation.confirmationNumber));
    if (rooms.some((room) => room.status === 'CANCELLED')) return status('E_ALREADY_CANCELLED', 409);
    if (input.orderRevisionNumber !== order.orderRevisionNumber) return status('STALE_REVISION', 409);
    const items = order.items.map((item) =>
      rooms.includes(item)
        ? {
            ...item,
            status: 'CANCELLED' as const,
            checkInState: null,
            reservationRevisionNumber: item.reservationRevisionNumber + 1,
            cancellationPolicy: { ...item.cancellationPolicy, isCancellable: false },
            cancellation: { cancellationNumber: `C${item.basicInformation.confirmationNumber}`, cancelledAt: '2026-06-01T12:00:00Z', charge: usd(0) },
          }
        : item,
    );
    const total = items.filter((item) => item.status === 'CONFIRMED').reduce((sum, item) => sum + item.charges.total.value, 0);
    state.order = { ...order, items, orderRevisionNumber: order.orderRevisionNumber + 1, totalPricing: usd(total) };
    return { cancelReservationRooms: { status: [{ code: 'SUCCESS', httpStatus: 200, messages: { errors: [] } }], order: state.order } };
  };

  async function request(document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>): Promise<unknown> {
    const definition = document.definitions[0];
    const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
    state.calls.push(name);
    await passage(name);
    switch (name) {
      case 'UpcomingReservation':
        if (state.failOrderReadWith) {
          const errors = [new GraphQLError('Unexpected error.', { extensions: { code: state.failOrderReadWith } })];
          throw new ClientError({ errors, status: 200, headers: new Headers(), body: '' }, { query: name });
        }
        return { reservationOrder: state.order };
      case 'ReservationCancellationPolicy':
        return { reservationOrder: state.order ? cancellationPolicyFixture(state.order) : null };
      case 'SendBookingCode':
        return { sendBookingCode: { sentTo: state.order?.bookerProof?.sentTo ?? '' } };
      case 'VerifyBookingCode': {
        const { code } = variables.input as { code: string };
        if (!state.order || code !== state.bookingCode) {
          state.bookingCodeTriesLeft -= 1;
          const errors = [new GraphQLError('That code is not right.', { extensions: { code: 'BOOKING_CODE_WRONG', attemptsLeft: state.bookingCodeTriesLeft } })];
          throw new ClientError({ errors, status: 200, headers: new Headers(), body: '' }, { query: name });
        }
        state.order = { ...state.order, bookerProof: null, items: state.order.items.map((item) => ({ ...item, isModifiable: true })) };
        return { verifyBookingCode: state.order };
      }
      case 'CancelReservationRooms': {
        const input = variables.input as CancelReservationRoomsInput;
        state.cancels.push(input);
        return answerCancel(input);
      }
      default:
        throw new Error(`The fake reservation API does not answer ${name}`);
    }
  }

  return {
    state,
    request,
    /** Holds every call of this operation until `release(name)`. */
    hold,
    release,
    /** Another window changed the order: same rooms, a newer revision. */
    bumpRevision() {
      if (state.order) state.order = { ...state.order, orderRevisionNumber: state.order.orderRevisionNumber + 1 };
    },
    /** Another window cancelled this room (the revision stays, so the refusal is E_ALREADY_CANCELLED). */
    cancelElsewhere(confirmationNumber: string) {
      if (!state.order) return;
      state.order = {
        ...state.order,
        items: state.order.items.map((item) =>
          item.basicInformation.confirmationNumber === confirmationNumber
            ? { ...item, status: 'CANCELLED' as const, cancellation: { cancellationNumber: `C${confirmationNumber}`, cancelledAt: '2026-06-01T12:00:00Z', charge: usd(0) } }
            : item,
        ),
      };
    },
  };
}

export type FakeReservationApi = ReturnType<typeof createFakeReservationApi>;
