import { ARRIVAL_TIMES } from '../../../shared/domain/housekeeping';
import { isRoomPreferenceCategory } from '../../../shared/domain/room-preferences';
import type { Database, Queryable } from '../../db/database';
import type { ModifyViewer } from '../modify/modifiable-room';
import { ModifyCode, type ModifyOutcome, staleRevision } from '../modify/modify-outcome';
import { lockedVisibleRoom } from '../locked-room';
import { isCheckInOpen, readCheckInChoice, readCheckInOffer, type CheckInChoice, type CheckInOffer } from './check-in-form';

export type CheckInRequest = {
  viewer: ModifyViewer;
  confirmationNumber: string;
  expectedRevision: number;
  arrivalTime: string;
  preferences: readonly { categoryCode: string; code: string }[];
  housekeepingCode: string | null;
  now: Date;
};

const badInput = (field: string, detail: string): ModifyOutcome => ({ code: ModifyCode.BadUserInput, field, detail });

/** The request's own mistakes, before anything is read: an hour not offered, a category twice or unknown. */
export function checkInInputProblem({ arrivalTime, preferences }: Pick<CheckInRequest, 'arrivalTime' | 'preferences'>): ModifyOutcome | null {
  if (!ARRIVAL_TIMES.includes(arrivalTime)) return badInput('arrivalTime', 'arrivalTime is an hour from 00:00 to 23:00, such as 15:00.');
  const categories = preferences.map((preference) => preference.categoryCode);
  const unknown = categories.filter((category) => !isRoomPreferenceCategory(category));
  if (unknown.length > 0) return badInput('roomPreferences', `Not a room preference category: ${unknown.join(', ')}.`);
  if (new Set(categories).size !== categories.length) return badInput('roomPreferences', 'At most one preference per category.');
  return null;
}

/** What the hotel offers refuses in the request: a code it does not know, or a housekeeping choice it does not offer. */
function offerProblem(request: CheckInRequest, offer: CheckInOffer): ModifyOutcome | null {
  const unknown = request.preferences.filter((wish) => !offer.preferences.some((known) => known.categoryCode === wish.categoryCode && known.code === wish.code));
  if (unknown.length > 0) return badInput('roomPreferences', `Not a code of its category: ${unknown.map((wish) => `${wish.categoryCode} ${wish.code}`).join(', ')}.`);
  if (request.housekeepingCode === null) return null;
  if (!offer.housekeeping) return badInput('housekeepingCode', 'This hotel’s brand does not offer a housekeeping choice online.');
  if (request.housekeepingCode !== offer.housekeeping.code) {
    return badInput('housekeepingCode', `Under this hotel’s plan ${offer.housekeeping.plan} the one choice is ${offer.housekeeping.code}.`);
  }
  return null;
}

function isAlreadyHeld(request: CheckInRequest, held: CheckInChoice): boolean {
  const key = (wishes: readonly { categoryCode: string; code: string }[]) => wishes.map((wish) => `${wish.categoryCode}:${wish.code}`).sort().join(',');
  return held.arrivalTime === request.arrivalTime && held.housekeepingCode === request.housekeepingCode && key(held.preferences) === key(request.preferences);
}

/**
 * Checks one room in online (spec 7, check-in now) under the order row's lock: the room must be one the
 * viewer may see and in its check-in window (CHECK_IN_NOT_AVAILABLE), the preferences and housekeeping
 * choice ones the hotel offers. A request the room already holds, checked in, is answered SUCCESS as it
 * stands; otherwise the order must still be at `expectedRevision`. The first check-in records its
 * instant, which moves the room to CHECK_IN_MODIFIABLE; the order's and the room's revisions go up.
 */
export async function checkInOnline(db: Database, request: CheckInRequest): Promise<ModifyOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockedVisibleRoom(tx, request.viewer, request.confirmationNumber);
    if (!locked) return { code: ModifyCode.NotPermitted };
    const { revision, order, room } = locked;
    if (!isCheckInOpen(room, request.now)) {
      return { code: ModifyCode.CheckInNotAvailable, detail: `Room ${room.confirmationNumber} is not in its online check-in window.`, field: 'confirmationNumber' };
    }
    const problem = offerProblem(request, await readCheckInOffer(tx, order.hotelCode));
    if (problem) return problem;
    if (room.checkedInOnlineAt !== null && isAlreadyHeld(request, await readCheckInChoice(tx, room.confirmationNumber))) return { code: ModifyCode.Success };
    if (revision !== request.expectedRevision) {
      return staleRevision(revision, request.expectedRevision);
    }
    await recordCheckIn(tx, order.id, request);
    return { code: ModifyCode.Success };
  });
}

async function recordCheckIn(tx: Queryable, orderId: string, request: CheckInRequest) {
  await tx.query('update orders set revision_number = revision_number + 1 where id = $1', [orderId]);
  await tx.query(
    `update reservations set checked_in_online_at = coalesce(checked_in_online_at, $2), arrival_time = $3, housekeeping_code = $4,
            revision_number = revision_number + 1
      where confirmation_number = $1`,
    [request.confirmationNumber, request.now, request.arrivalTime, request.housekeepingCode],
  );
  await tx.query('delete from reservation_room_preferences where confirmation_number = $1', [request.confirmationNumber]);
  await tx.query(
    `insert into reservation_room_preferences (confirmation_number, category_code, code)
     select $1, p.category_code, p.code from unnest($2::text[], $3::text[]) as p (category_code, code)`,
    [request.confirmationNumber, request.preferences.map((wish) => wish.categoryCode), request.preferences.map((wish) => wish.code)],
  );
}
