import { maySuiteNightAwardBeRequested, isSuiteNightAwardOpen } from '../../../shared/domain/suite-night-awards';
import { cancellationQuote } from '../../../shared/domain/room-cancellation';
import type { HotelCatalogue } from '../../booking/hotel-catalogue';
import type { Queryable } from '../../db/database';
import type { ModifyViewer } from '../modify/modifiable-room';
import { roomStayAt, type OrderRecord, type RoomRecord } from '../order-record';

/** What deciding whether a room may have a request needs beyond the room: its hotel's clock and suites, and the member's nights. */
export type AwardContext = { timeZone: string; suites: HotelCatalogue['roomTypes']; balance: number | null };

/** Whether the viewer is the order's member, signed in: the one whose award nights a request spends. */
export const isOrderMember = (viewer: ModifyViewer, order: Pick<OrderRecord, 'memberId'>) =>
  viewer.access.kind === 'member' && viewer.booker.memberId !== null && viewer.booker.memberId === order.memberId;

/**
 * Why the room may not have a Suite Night Award asked now, or null when it may: a room cancelled, a stay
 * begun or ended, a request already open, the cutoff passed, no suite at the hotel or the room a suite
 * already, or too few award nights for the stay.
 */
export function requestRefusal(room: RoomRecord, { timeZone, suites, balance }: AwardContext, now: Date): string | null {
  if (room.cancellation) return `Room ${room.confirmationNumber} is cancelled.`;
  if (!cancellationQuote(roomStayAt(room, now), now, room.timeZone).isCancellable) return `The stay of room ${room.confirmationNumber} has begun or ended.`;
  if (isSuiteNightAwardOpen(room.suiteNightAward)) return `Room ${room.confirmationNumber} already has a request (${room.suiteNightAward}).`;
  if (!maySuiteNightAwardBeRequested(room.checkInDate, timeZone, now)) return 'The cutoff, 14:00 hotel time the day before arrival, has passed.';
  if (suites.length === 0) return 'This hotel has no suites.';
  if (suites.some((suite) => suite.code === room.inventoryTypeCode)) return `Room ${room.confirmationNumber} is a suite already.`;
  if (balance === null || balance < room.nights) return `The stay takes ${room.nights} award nights; the member has ${balance ?? 0}.`;
  return null;
}
