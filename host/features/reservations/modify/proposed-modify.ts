import { nightsBetween } from '../../../../shared/booking/search-criteria';
import { cancellationTermsText, type CancellationTerms } from '../../../../shared/format/cancellation-terms-text';
import type { MoneyAmount } from '../../../../shared/format/format-money';
import { config } from '../../../services/config';
import type { ReservationOrder, ReservationRoom } from '../use-reservation-order';
import { cashDifferenceText, pointsDifferenceText } from './change-texts';
import type { ProposedChange } from './confirm-changes-dialog';
import type { ModifyStay } from './modify-address';
import { updateReservation } from './update-reservation';
import type { ModifyRateOffer, ModifyRoomOffer } from './use-modify-room-products';

/** The words of a change's cost against now: its cash and points differences, or the same price. */
export function differenceTextOf(cashDifference: MoneyAmount | null | undefined, pointsDifference: number): string {
  const points = pointsDifferenceText(pointsDifference, config.locale);
  // Points moving at the same cash price: the points are the difference.
  const cash = cashDifference && (cashDifference.value !== 0 || !points) ? cashDifferenceText(cashDifference, config.locale) : null;
  return [cash, points].filter(Boolean).join(' · ') || 'The same price as now';
}

/** A rate's cancellation terms before booking, in the words a booked room's policy is printed in. */
export const bookingPolicyText = (policy: CancellationTerms) => cancellationTermsText(policy, { locale: config.locale });

/** A rate chosen on the modify rate list, as the confirm-changes modal shows and sends it (spec 7: update order). */
export function proposedModify(order: ReservationOrder, current: ReservationRoom, { room, rate, stay }: { room: ModifyRoomOffer; rate: ModifyRateOffer; stay: ModifyStay }): ProposedChange {
  return {
    updated: {
      roomName: room.roomType.name,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      nights: nightsBetween(stay.checkInDate, stay.checkOutDate),
      adults: stay.numAdultsPerRoom,
      children: stay.numChildrenPerRoom,
      ratePlan: rate.ratePlan.name,
      total: rate.updatedTotal ?? null,
      cancellationText: bookingPolicyText(rate.cancellationPolicy),
    },
    differenceText: differenceTextOf(rate.cashDifference, rate.pointsDifference),
    send: (idempotencyKey) =>
      updateReservation({
        confirmationNumber: current.basicInformation.confirmationNumber,
        propertyId: order.property.id,
        orderRevisionNumber: order.orderRevisionNumber,
        ...stay,
        roomTypeCode: room.roomType.code,
        ratePlanCode: rate.ratePlan.code,
        idempotencyKey,
      }),
  };
}
