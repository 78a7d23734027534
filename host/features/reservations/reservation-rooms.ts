import type { ReservationStatus } from '../../../shared/graphql/generated/graphql';

type RoomState = { status: ReservationStatus; cancellationPolicy: { isCancellable: boolean } };

/** A room the guest may still cancel online: booked, and its policy allows it. */
export const isCancellableRoom = (room: RoomState) => room.status === 'CONFIRMED' && room.cancellationPolicy.isCancellable;

export const isCancelledRoom = (room: { status: ReservationStatus }) => room.status === 'CANCELLED';

/** Which rooms a cancel is for: one room by its confirmation number, or every room still cancellable. */
export type CancelTarget = { kind: 'room'; confirmationNumber: string; ordinal: number } | { kind: 'all' };
