import { reservationErrorRef, type ReservationRefusal } from '../../../../shared/domain/reservation-errors';
import type { UpdateReservationInput } from '../../../../shared/graphql/generated/graphql';
import { UpdateReservationMutation } from '../../../../shared/graphql/operations/manage/modify-room';
import { requestGraphQl } from '../../../services/graphql';
import type { ReservationOrder } from '../use-reservation-order';

/** What a change came to. Refusals are values (the server changed nothing); a failed call throws. */
export type UpdateOutcome =
  | { kind: 'changed'; order: ReservationOrder | null }
  | { kind: 'refused'; code: string; message: ReservationRefusal; order: ReservationOrder | null };

/** Changes the room as the confirm-changes modal shows it, quoting the order revision last read (spec 7: update order). */
export async function updateReservation(input: UpdateReservationInput): Promise<UpdateOutcome> {
  const { status, order } = (await requestGraphQl(UpdateReservationMutation, { input })).updateReservation;
  const code = status[0]?.code ?? 'NO_STATUS';
  if (code === 'SUCCESS') return { kind: 'changed', order };
  // The catalogue's message, never the server's words: it is the one the guest can act on, said in the page's locale.
  return { kind: 'refused', code, message: reservationErrorRef(code), order };
}
