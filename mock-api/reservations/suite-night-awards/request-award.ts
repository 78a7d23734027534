import { hotelTimeZone, loadHotelCatalogue } from '../../booking/hotel-catalogue';
import type { Database, Queryable } from '../../db/database';
import type { ModifyViewer } from '../modify/modifiable-room';
import { ModifyCode, type ModifyOutcome, staleRevision } from '../modify/modify-outcome';
import { lockedVisibleRoom } from '../locked-room';
import type { OrderRecord, RoomRecord } from '../order-record';
import { isOrderMember, requestRefusal } from './award-eligibility';
import { holdAwardNights, lockedAwardNightsBalance, returnAwardNights } from './award-nights';

export type AwardChangeRequest = { viewer: ModifyViewer; confirmationNumber: string; expectedRevision: number; now: Date };

const notAvailable = (detail: string): ModifyOutcome => ({ code: ModifyCode.SuiteNightAwardNotAvailable, detail, field: 'confirmationNumber' });

/**
 * Reads the order under its row's lock and hands the member's room to `change`, or answers why not:
 * RESERVATION_NOT_PERMITTED for a room the viewer may not see, SNA_NOT_AVAILABLE for anyone but the
 * order's member signed in, STALE_REVISION for an order changed since it was read.
 */
async function withMembersRoom(db: Database, request: AwardChangeRequest, change: (tx: Queryable, order: OrderRecord, room: RoomRecord) => Promise<ModifyOutcome>) {
  return db.transaction(async (tx) => {
    const locked = await lockedVisibleRoom(tx, request.viewer, request.confirmationNumber);
    if (!locked) return { code: ModifyCode.NotPermitted };
    const { revision, order, room } = locked;
    if (!isOrderMember(request.viewer, order)) return notAvailable('A Suite Night Award is asked for and removed by the room’s member, signed in.');
    if (revision !== request.expectedRevision) {
      return staleRevision(revision, request.expectedRevision);
    }
    return change(tx, order, room);
  });
}

async function recordState(tx: Queryable, order: OrderRecord, room: RoomRecord, state: 'requested' | 'removed', now: Date) {
  await tx.query('update orders set revision_number = revision_number + 1 where id = $1', [order.id]);
  await tx.query(
    `update reservations set suite_night_award = $2, revision_number = revision_number + 1,
            suite_night_award_requested_at = case when $2 = 'requested' then $3 else suite_night_award_requested_at end,
            suite_night_award_decided_at = case when $2 = 'requested' then null else $3 end
      where confirmation_number = $1`,
    [room.confirmationNumber, state, now],
  );
}

/**
 * Asks for a Suite Night Award on one room (spec 7, SNA data): the member's award nights for the stay
 * are held at once, in this transaction, and the request waits for the hotel's decision (the job).
 */
export function requestSuiteNightAward(db: Database, request: AwardChangeRequest): Promise<ModifyOutcome> {
  return withMembersRoom(db, request, async (tx, order, room) => {
    const catalogue = await loadHotelCatalogue(tx, order.hotelCode);
    // A hotel that sells nothing has no catalogue, but still has its own clock for the refusal's cutoff.
    const timeZone = catalogue?.timeZone ?? (await hotelTimeZone(tx, order.hotelCode));
    const balance = await lockedAwardNightsBalance(tx, order.memberId!);
    const refusal = requestRefusal(room, { timeZone, suites: catalogue?.roomTypes.filter((type) => type.isSuite) ?? [], balance }, request.now);
    if (refusal) return notAvailable(refusal);
    await holdAwardNights(tx, { memberId: order.memberId!, confirmationNumber: room.confirmationNumber, nights: room.nights, now: request.now });
    await recordState(tx, order, room, 'requested', request.now);
    return { code: ModifyCode.Success };
  });
}

/** Removes a request not yet decided (requested or pending); its nights go back to the member. */
export function removeSuiteNightAward(db: Database, request: AwardChangeRequest): Promise<ModifyOutcome> {
  return withMembersRoom(db, request, async (tx, order, room) => {
    if (room.suiteNightAward !== 'requested' && room.suiteNightAward !== 'pending') {
      return notAvailable(`Room ${room.confirmationNumber} has no request still to be decided.`);
    }
    await returnAwardNights(tx, [room.confirmationNumber], request.now);
    await recordState(tx, order, room, 'removed', request.now);
    return { code: ModifyCode.Success };
  });
}
