import { addDays, type SearchCriteria } from '../../shared/booking/search-criteria';
import { CancelReservationRoomsDocument, UpcomingReservationDocument, UpdateReservationDocument } from '../../shared/graphql/generated/graphql';
import { bookingBrowser, bookNow, prepareBooking, type BookingOrigins } from '../support/booking-journey';

/**
 * A visitor books a room, then sends a change of its dates and a cancel of it at once, both quoting the
 * order's first revision, as two tabs would: exactly one must win and the other be told the order
 * changed (STALE_REVISION, or E_ALREADY_CANCELLED for a cancel finding the room changed), and the room
 * must end as the winner left it. Null when it did; otherwise what went wrong.
 */
export async function raceChangeAgainstCancel(origins: BookingOrigins, journey: number): Promise<string | null> {
  const browser = bookingBrowser(origins);
  const checkInDate = addDays(new Date().toISOString().slice(0, 10), 120 + (journey % 90));
  const stay: SearchCriteria = { propertyId: 'NYCTS', checkInDate, checkOutDate: addDays(checkInDate, 1), numRooms: 1, numAdultsPerRoom: 1, numChildrenPerRoom: 0, rewardsRedemption: false };
  let booked;
  try {
    booked = await bookNow(browser, await prepareBooking(browser, stay, { roomTypeCode: 'KNGD', ratePlanCode: 'FLEX' }));
  } catch (error) {
    return `booking before the race failed: ${(error as Error).message}`;
  }
  // Sold out around the fixtures' full night: not a failure of the race, which is not run.
  if (booked.code === 'ROOMS_SOLD_OUT' || booked.code === 'PRODUCTS_UNAVAILABLE') return null;
  const confirmationNumber = booked.confirmationNumbers[0];
  if (!confirmationNumber) return `booking before the race was refused: ${booked.code}`;
  const moved = { confirmationNumber, propertyId: 'NYCTS', checkInDate: addDays(checkInDate, 1), checkOutDate: addDays(checkInDate, 2), numAdultsPerRoom: 1, numChildrenPerRoom: 0 };
  const [change, cancel] = await Promise.all([
    browser.graphQl(UpdateReservationDocument, { input: { ...moved, orderRevisionNumber: 1, roomTypeCode: 'KNGD', ratePlanCode: 'FLEX', idempotencyKey: crypto.randomUUID() } }),
    browser.graphQl(CancelReservationRoomsDocument, { input: { confirmationNumbers: [confirmationNumber], orderRevisionNumber: 1 } }),
  ]);
  const changeCode = change.data?.updateReservation.status[0]?.code ?? `HTTP_${change.status}`;
  const cancelCode = cancel.data?.cancelReservationRooms.status[0]?.code ?? `HTTP_${cancel.status}`;
  const winners = [changeCode, cancelCode].filter((code) => code === 'SUCCESS').length;
  const losers = [changeCode, cancelCode].filter((code) => code === 'STALE_REVISION' || code === 'E_ALREADY_CANCELLED').length;
  if (winners !== 1 || losers !== 1) return `change ${changeCode} and cancel ${cancelCode}: not one winner`;
  const read = await browser.graphQl(UpcomingReservationDocument, { confirmationNumber });
  const room = read.data?.reservationOrder?.items[0];
  const isAsWinnerLeft =
    changeCode === 'SUCCESS' ? room?.status === 'CONFIRMED' && room.basicInformation.checkInDate === moved.checkInDate : room?.status === 'CANCELLED' && room.basicInformation.checkInDate === checkInDate;
  return isAsWinnerLeft ? null : `the room after the race is not as ${changeCode === 'SUCCESS' ? 'the change' : 'the cancel'} left it`;
}
