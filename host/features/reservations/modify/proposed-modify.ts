import { nightsBetween } from '../../../../shared/booking/search-criteria';
import type { MoneyAmount } from '../../../../shared/format/format-money';
import type { Messages } from '../../../../shared/i18n/messages';
import { cancellationTermsText, type CancellationTerms, type CancellationTextOptions } from '../../../../shared/format/cancellation-terms-text';
import type { ReservationOrder, ReservationRoom } from '../use-reservation-order';
import { cashDifferenceText, pointsDifferenceText } from './change-texts';
import type { ProposedChange } from './confirm-changes-dialog';
import type { ModifyStay } from './modify-address';
import { updateReservation } from './update-reservation';
import type { ModifyRateOffer, ModifyRoomOffer } from './use-modify-room-products';

/** The words of a change's cost against now: its cash and points differences, or the same price. */
export function differenceTextOf(cashDifference: MoneyAmount | null | undefined, pointsDifference: number, locale: string, t: Messages['t']): string {
  const points = pointsDifferenceText(pointsDifference, t);
  // Points moving at the same cash price: the points are the difference.
  const cash = cashDifference && (cashDifference.value !== 0 || !points) ? cashDifferenceText(cashDifference, locale, t) : null;
  return [cash, points].filter(Boolean).join(' · ') || t('reservations.modify.difference.same');
}

/** A rate's cancellation terms before booking, in the words a booked room's policy is printed in. */
export const bookingPolicyText = (policy: CancellationTerms, options: CancellationTextOptions, t: Messages['t']) => cancellationTermsText(policy, options, t);

/** A rate chosen on the modify rate list, as the confirm-changes modal shows and sends it (spec 7: update order). */
export function proposedModify(
  order: ReservationOrder,
  current: ReservationRoom,
  { room, rate, stay }: { room: ModifyRoomOffer; rate: ModifyRateOffer; stay: ModifyStay },
  locale: string,
  t: Messages['t'],
): ProposedChange {
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
      cancellationText: bookingPolicyText(rate.cancellationPolicy, { locale, timeZone: order.property.timeZone }, t),
    },
    differenceText: differenceTextOf(rate.cashDifference, rate.pointsDifference, locale, t),
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
