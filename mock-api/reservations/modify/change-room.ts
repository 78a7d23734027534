import type { SearchCriteria } from '../../../shared/booking/search-criteria';
import { lockedPointsBalance } from '../../booking/orders/order-points';
import { takeInventory } from '../../booking/orders/take-inventory';
import { stayOf } from '../../booking/stay';
import type { Database, Queryable } from '../../db/database';
import { freeRoomNights } from '../give-back';
import { returnAwardNights } from '../suite-night-awards/award-nights';
import { modifiableRoom, isModifiableRoom, type ModifiableRoom, type ModifyViewer } from './modifiable-room';
import { chosenOffer, modifyOffers, roomTotalOf, type ModifyRateResult } from './modify-offers';
import { isModifyRefusal, ModifyCode, ModifyRefusal, type ModifyOutcome, staleRevision } from './modify-outcome';
import { arrivalDayProblem } from './modify-stay';
import { writeModificationMessage } from '../change-messages/change-messages';

/** Entry reasons of the points a change takes or gives back (member_points_entries). */
export const ModifyPointsReason = { Taken: 'MODIFICATION', Returned: 'MODIFICATION_REFUND' } as const;

/** How the room's new terms are found once it is locked: the rate chosen as offered now, or why it is not. */
export type ChooseRate = (tx: Queryable, modifiable: ModifiableRoom) => Promise<ModifyRateResult | ModifyOutcome>;

export type ChangeRoomRequest = {
  viewer: ModifyViewer;
  confirmationNumber: string;
  kind: 'MODIFY' | 'UPGRADE';
  /** The stay after the change (an upgrade keeps the room's own). */
  criteria: SearchCriteria;
  choose: ChooseRate;
  expectedRevision: number;
  idempotencyKey: string;
  /** What the change asks (requestFingerprint): a key the order used for another request is refused. */
  requestHash: string;
  now: Date;
  /** The language of the e-mail the change sends: the page's. */
  locale: string;
};

/** A key the order already used: the same request again is answered SUCCESS, another is refused. */
function repeatOutcome(earlierHash: string | null, requestHash: string): ModifyOutcome {
  if (earlierHash === null || earlierHash === requestHash) return { code: ModifyCode.Success };
  return { code: ModifyCode.BadUserInput, field: 'idempotencyKey', detail: 'This idempotency key was already used for another change of this order: send a fresh one.' };
}

const isRateResult = (value: ModifyRateResult | ModifyOutcome): value is ModifyRateResult => 'terms' in value;

/** A modify's choice (spec 7, modifySelectRate): `selection` as the modify rate list offers it for the new stay now. */
export function chooseModifyRate(
  { viewer, criteria, now }: Pick<ChangeRoomRequest, 'viewer' | 'criteria' | 'now'>,
  selection: { roomTypeCode: string; ratePlanCode: string },
): ChooseRate {
  return async (tx, modifiable) => {
    const lateArrival = arrivalDayProblem(criteria, modifiable.catalogue.timeZone, now);
    if (lateArrival) return lateArrival;
    const offers = await modifyOffers(tx, modifiable, criteria, viewer.booker.isMember, now);
    const { room, rate } = chosenOffer(offers, selection);
    return rate ?? (room ? rateUnavailable(selection) : datesUnavailable(selection.roomTypeCode));
  };
}

/**
 * Changes one room (spec 7, update order) all or nothing, under the order row's lock: a key the order
 * already used answers SUCCESS again; then the room must still be one the viewer may change, the order
 * still at `expectedRevision`, and the rate still offered for the new stay. The old nights are given
 * back and the new ones taken (DATES_UNAVAILABLE when another guest took the last room meanwhile), the
 * points settled with the member (INSUFFICIENT_POINTS when the balance is short), the room rewritten and
 * the change recorded, in this one transaction. Of a change and a cancel quoting one revision, the
 * second to take the lock finds it stale.
 */
export async function changeRoom(db: Database, request: ChangeRoomRequest): Promise<ModifyOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const orderId = request.viewer.orderRef.orderId;
      const { rows } = await tx.query<{ revision: number }>('select revision_number as revision from orders where id = $1 for update', [orderId]);
      const { rows: earlier } = await tx.query<{ requestHash: string | null }>(
        'select request_hash as "requestHash" from reservation_changes where order_id = $1 and idempotency_key = $2',
        [orderId, request.idempotencyKey],
      );
      if (earlier.length > 0) return repeatOutcome(earlier[0]!.requestHash, request.requestHash);
      const modifiable = await modifiableRoom(tx, { viewer: request.viewer, confirmationNumber: request.confirmationNumber, propertyId: request.criteria.propertyId }, request.now);
      if (!isModifiableRoom(modifiable)) return modifiable;
      const revision = rows[0]?.revision;
      if (revision !== request.expectedRevision) {
        return staleRevision(revision, request.expectedRevision);
      }
      const rate = await request.choose(tx, modifiable);
      if (!isRateResult(rate)) return rate;
      // Locks go order, member, inventory, as a cancel takes them (and a booking cart, member, inventory).
      await settlePoints(tx, modifiable, rate, request);
      await moveInventory(tx, modifiable, request, rate);
      await rewriteRoom(tx, modifiable, rate, request);
      await recordChange(tx, modifiable, rate, request);
      await writeModificationMessage(tx, {
        orderId,
        room: {
          ordinal: modifiable.room.ordinal,
          confirmationNumber: modifiable.room.confirmationNumber,
          roomName: rate.terms.roomName,
          ratePlanName: rate.terms.ratePlanName,
          checkInDate: request.criteria.checkInDate,
          checkOutDate: request.criteria.checkOutDate,
          total: rate.updatedTotal,
          currency: modifiable.room.currency,
        },
        locale: request.locale,
        now: request.now,
      });
      return { code: ModifyCode.Success };
    });
  } catch (error) {
    if (isModifyRefusal(error)) return error.outcome;
    throw error;
  }
}

const rateUnavailable = (selection: { roomTypeCode: string; ratePlanCode: string }): ModifyOutcome => ({
  code: ModifyCode.RateUnavailable,
  detail: `${selection.ratePlanCode} is not offered for ${selection.roomTypeCode} for this stay and party.`,
  field: 'ratePlanCode',
});

export const datesUnavailable = (roomTypeCode: string): ModifyOutcome => ({
  code: ModifyCode.DatesUnavailable,
  detail: `${roomTypeCode} is not free on every night of this stay, or does not hold the party.`,
  field: 'roomTypeCode',
});

/**
 * The room's old nights back and its new ones taken. Every night either touches is locked first, by
 * night and then room type as bookings and cancels lock them, so two changes never wait on each other
 * in a circle.
 */
async function moveInventory(tx: Queryable, { order, room, booked }: ModifiableRoom, request: ChangeRoomRequest, rate: ModifyRateResult) {
  const newNights = stayOf(request.criteria).dates;
  const oldNights = booked.takesInventory ? stayOf({ ...request.criteria, checkInDate: room.checkInDate, checkOutDate: room.checkOutDate }).dates : [];
  const touched = [...oldNights.map((night) => [room.inventoryTypeCode, night]), ...newNights.map((night) => [rate.terms.inventoryTypeCode, night])];
  await tx.query(
    `select 1 from room_inventory i join unnest($2::text[], $3::date[]) as t (room_type_code, night) on t.room_type_code = i.room_type_code and t.night = i.night
      where i.hotel_code = $1 order by i.night, i.room_type_code for update of i`,
    [order.hotelCode, touched.map(([type]) => type), touched.map(([, night]) => night)],
  );
  if (booked.takesInventory) await freeRoomNights(tx, order.id, [room.confirmationNumber]);
  const isTaken = await takeInventory(tx, { hotelCode: order.hotelCode, roomTypeCode: rate.terms.inventoryTypeCode, nights: newNights, rooms: 1 });
  if (!isTaken) throw new ModifyRefusal(datesUnavailable(rate.terms.inventoryTypeCode));
}

async function settlePoints(tx: Queryable, { order }: ModifiableRoom, rate: ModifyRateResult, { now }: ChangeRoomRequest) {
  const difference = rate.pointsDifference;
  if (difference === 0 || order.memberId === null) return;
  const balance = await lockedPointsBalance(tx, order.memberId);
  if (difference > balance) {
    throw new ModifyRefusal({ code: ModifyCode.InsufficientPoints, detail: `The change takes ${difference} points; the balance is ${balance}.`, field: 'ratePlanCode' });
  }
  await tx.query('insert into member_points_entries (member_id, points, reason, order_id, created_at) values ($1, $2, $3, $4, $5)', [
    order.memberId,
    -difference,
    difference > 0 ? ModifyPointsReason.Taken : ModifyPointsReason.Returned,
    order.id,
    now,
  ]);
}

/**
 * The room's row and nights become the new booking. Online check-in was for the old stay and is undone;
 * a Suite Night Award request still open was for the old room and nights: it is removed and its award
 * nights go back to the member.
 */
async function rewriteRoom(tx: Queryable, { order, room }: ModifiableRoom, { terms, pricing }: ModifyRateResult, { criteria, now }: ChangeRoomRequest) {
  await tx.query('update orders set revision_number = revision_number + 1 where id = $1', [order.id]);
  await returnAwardNights(tx, [room.confirmationNumber], now);
  await tx.query(
    `update reservations
        set check_in = $2, nights = $3, room_name = $4, rate_plan = $5, rate_plan_code = $6, inventory_type_code = $7,
            room_description = $8, room_features = $9, adults = $10, children = $11, nightly_rate_minor = $12, taxes_minor = $13,
            is_member_rate = $14, free_cancellation_until = $15, late_cancellation_charge_minor = $16, points_per_night = $17,
            takes_inventory = true, checked_in_online_at = null, revision_number = revision_number + 1,
            suite_night_award = case when suite_night_award in ('requested', 'pending', 'guaranteed') then 'removed' else suite_night_award end
      where confirmation_number = $1`,
    [
      room.confirmationNumber,
      criteria.checkInDate,
      pricing.nights.length,
      terms.roomName,
      terms.ratePlanName,
      terms.ratePlanCode,
      terms.inventoryTypeCode,
      terms.description,
      terms.features,
      criteria.numAdultsPerRoom,
      criteria.numChildrenPerRoom,
      terms.nightlyRate,
      terms.taxes,
      terms.isMemberRate,
      terms.freeCancellationUntil,
      terms.lateCancellationCharge,
      terms.pointsPerNight,
    ],
  );
  await tx.query('delete from reservation_nights where confirmation_number = $1', [room.confirmationNumber]);
  await tx.query(
    `insert into reservation_nights (confirmation_number, night, cash_minor, points)
     select $1, n.night, n.cash, n.points from unnest($2::date[], $3::int[], $4::int[]) as n (night, cash, points)`,
    [room.confirmationNumber, pricing.nights.map((night) => night.date), pricing.nights.map((night) => night.cash), pricing.nights.map((night) => night.points)],
  );
}

async function recordChange(tx: Queryable, { order, room }: ModifiableRoom, rate: ModifyRateResult, request: ChangeRoomRequest) {
  await tx.query(
    `insert into reservation_changes (order_id, confirmation_number, kind, idempotency_key, from_order_revision, to_order_revision,
       old_check_in, old_nights, old_inventory_type_code, old_rate_plan, old_total_minor,
       new_check_in, new_nights, new_inventory_type_code, new_rate_plan_code, new_total_minor, currency, points_difference, changed_at, request_hash)
     values ($1, $2, $18, $3, $4, $4 + 1, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $19)`,
    [
      order.id,
      room.confirmationNumber,
      request.idempotencyKey,
      request.expectedRevision,
      room.checkInDate,
      room.nights,
      room.inventoryTypeCode,
      room.ratePlan,
      roomTotalOf(room),
      request.criteria.checkInDate,
      rate.pricing.nights.length,
      rate.terms.inventoryTypeCode,
      rate.terms.ratePlanCode,
      rate.updatedTotal,
      room.currency,
      rate.pointsDifference,
      request.now,
      request.kind,
      request.requestHash,
    ],
  );
}
