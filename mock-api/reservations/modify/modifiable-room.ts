import type { Clock } from '../../auth/clock';
import { findBookingViewer, type BookingViewerRecord } from '../../booking/booking-viewer';
import { loadHotelCatalogue, type HotelCatalogue, type RatePlanRecord } from '../../booking/hotel-catalogue';
import { POINTS_MODES, type RatePlanMode } from '../../booking/rate-plan-mode';
import type { Queryable } from '../../db/database';
import { accessToOrder, mayViewRoom, visiblePartOf, type OrderAccess, type Viewer } from '../order-access';
import { notModifiableReason, type OrderRecord, type RoomRecord } from '../order-record';
import { findOrderRef, readOrder, type OrderRef } from '../read-orders';
import { ModifyCode, type ModifyOutcome } from './modify-outcome';
import { LOOKUP_NOT_ENOUGH, needsMoreThanLookup } from '../lookup-rights';
import { hasArrivalDayPassed } from '../../../shared/time/hotel-day';

/** Who asks to change a room: what they may see of its order, and whether they are a member signed in. */
export type ModifyViewer = { orderRef: OrderRef; access: OrderAccess; booker: BookingViewerRecord };

/** What a room keeps of how it was booked beyond what the pages show: the rate's code, its points and its inventory. */
export type BookedTerms = { ratePlanCode: string | null; points: number; takesInventory: boolean };

/** A room that may be changed, with everything a change is priced and checked against. */
export type ModifiableRoom = {
  order: OrderRecord;
  room: RoomRecord;
  booked: BookedTerms;
  catalogue: HotelCatalogue;
  /** The rate the room is booked at; null for a room of the seeded history whose rate the hotel no longer sells. */
  plan: RatePlanRecord | null;
  /** The rate modes the room may change to: a room keeps how it is paid for. */
  modes: RatePlanMode[];
};

/**
 * The browser's standing for the room `confirmationNumber`; null when it may not see it. A number nobody
 * holds and one only another room's lookup covers are alike, so numbers cannot be probed.
 */
export async function modifyViewerOf(db: Queryable, confirmationNumber: string, viewer: Viewer, clock: Clock): Promise<ModifyViewer | null> {
  const orderRef = await findOrderRef(db, confirmationNumber);
  if (!orderRef) return null;
  const access = await accessToOrder(db, orderRef, viewer, clock);
  if (!mayViewRoom(access, confirmationNumber)) return null;
  return { orderRef, access, booker: await findBookingViewer(db, viewer.sessionToken, clock) };
}

async function readBookedTerms(db: Queryable, confirmationNumber: string): Promise<BookedTerms> {
  const { rows } = await db.query<BookedTerms>(
    `select r.rate_plan_code as "ratePlanCode", r.takes_inventory as "takesInventory",
            coalesce((select sum(n.points) from reservation_nights n where n.confirmation_number = r.confirmation_number), 0)::int as points
       from reservations r where r.confirmation_number = $1`,
    [confirmationNumber],
  );
  return rows[0]!;
}

/**
 * Room `confirmationNumber` as `viewer` may change it at `now` to a stay at `propertyId`, or why it may
 * not, most specific first: another hotel (E_CHANGED_HOTEL); a room cancelled (E_ALREADY_CANCELLED);
 * a stay begun, ended or already checked in online, or a rate paid in full and not refundable
 * (E_MOD_DISALLOW); a room paid with points by anyone but its member signed in (E_MOD_DISALLOW, since a
 * change spends or returns the member's points).
 */
export async function modifiableRoom(
  db: Queryable,
  { viewer, confirmationNumber, propertyId }: { viewer: ModifyViewer; confirmationNumber: string; propertyId: string },
  now: Date,
): Promise<ModifiableRoom | ModifyOutcome> {
  const whole = await readOrder(db, viewer.orderRef.orderId);
  const order = whole && visiblePartOf(whole, viewer.access);
  const room = order?.rooms.find((candidate) => candidate.confirmationNumber === confirmationNumber);
  if (!order || !room) return { code: ModifyCode.NotPermitted };
  if (order.hotelCode !== propertyId) {
    return { code: ModifyCode.ChangedHotel, detail: `Room ${confirmationNumber} is at ${order.hotelCode}, not ${propertyId}.`, field: 'propertyId' };
  }
  if (room.cancellation) return { code: ModifyCode.AlreadyCancelled, detail: `Room ${confirmationNumber} was cancelled.`, field: 'confirmationNumber' };
  const [booked, catalogue] = await Promise.all([readBookedTerms(db, confirmationNumber), loadHotelCatalogue(db, order.hotelCode)]);
  const plan = catalogue?.ratePlans.find((candidate) => candidate.code === booked.ratePlanCode || (booked.ratePlanCode === null && candidate.name === room.ratePlan)) ?? null;
  const fixed = notModifiableReason(room, now);
  if (fixed) return { code: ModifyCode.NotModifiable, detail: fixed, field: 'confirmationNumber' };
  if (!catalogue) return { code: ModifyCode.NotModifiable, detail: `${order.hotelCode} sells no rooms online.`, field: 'propertyId' };
  if (hasArrivalDayPassed(room.checkInDate, catalogue.timeZone, now)) {
    return { code: ModifyCode.NotModifiable, detail: `The stay of room ${confirmationNumber} began on ${room.checkInDate}, a day that has ended at the hotel.`, field: 'confirmationNumber' };
  }
  const mode = plan?.mode ?? 'CASH';
  const isPaidWithPoints = POINTS_MODES.includes(mode) || booked.points > 0;
  if (isPaidWithPoints && !(viewer.access.kind === 'member' && viewer.booker.memberId === order.memberId)) {
    return { code: ModifyCode.NotModifiable, detail: 'A room paid with points is changed by its member, signed in.', field: 'confirmationNumber' };
  }
  // A change can raise what the booker's card guarantees: more than a surname is needed (lookup-rights.ts).
  if (needsMoreThanLookup(viewer.access)) return { code: ModifyCode.NotModifiable, detail: LOOKUP_NOT_ENOUGH, field: 'confirmationNumber' };
  return { order, room, booked, catalogue, plan, modes: [mode] };
}

export const isModifiableRoom = (value: ModifiableRoom | ModifyOutcome): value is ModifiableRoom => 'room' in value;
