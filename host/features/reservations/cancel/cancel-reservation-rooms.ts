import { reservationErrorRef, type ReservationRefusal } from '../../../../shared/domain/reservation-errors';
import type { CancelReservationRoomsInput } from '../../../../shared/graphql/generated/graphql';
import { CancelReservationRoomsMutation, ReservationCancellationPolicyQuery } from '../../../../shared/graphql/operations/reservation-order';
import { requestGraphQl } from '../../../services/graphql';
import type { ReservationOrder } from '../use-reservation-order';

/** The cancel modal's fresh read of the order: its current revision and each room's policy now. */
export const getCancellationPolicy = async (confirmationNumber: string) =>
  (await requestGraphQl(ReservationCancellationPolicyQuery, { confirmationNumber })).reservationOrder;

export type CancellationOrder = NonNullable<Awaited<ReturnType<typeof getCancellationPolicy>>>;
export type CancellationRoom = CancellationOrder['items'][number];

/** What a cancel came to. Refusals are values (the server changed nothing); a failed call throws. */
export type CancelOutcome =
  | { kind: 'cancelled'; order: ReservationOrder | null }
  | { kind: 'refused'; code: string; message: ReservationRefusal; order: ReservationOrder | null };

/** Cancels the rooms named, quoting the order revision last read (spec 7: confirmCancelReservation). */
export async function cancelReservationRooms(input: CancelReservationRoomsInput): Promise<CancelOutcome> {
  const { status, order } = (await requestGraphQl(CancelReservationRoomsMutation, { input })).cancelReservationRooms;
  const code = status[0]?.code ?? 'NO_STATUS';
  if (code.toUpperCase() === 'SUCCESS') return { kind: 'cancelled', order };
  // The catalogue's message, never the server's words: it is the one the guest can act on, said in the page's locale.
  return { kind: 'refused', code, message: reservationErrorRef(code), order };
}
