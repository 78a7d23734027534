import type { PropertyRow } from '../../graphql/property-row';
import type { OrderRecord } from '../../reservations/order-record';
import { orderDates } from '../../reservations/order-record';

/** What a shared confirmation says: enough to find the booking again, nothing to pay with. */
export type ShareMessageText = { subject: string | null; body: string };

const dayFormat = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function formatDay(isoDay: string, locale: string): string {
  return dayFormat(locale).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The booked rooms' confirmation numbers; a cancelled room is not shared as booked. */
const bookedNumbers = (order: OrderRecord) => order.rooms.filter((room) => room.cancellation === null).map((room) => room.confirmationNumber);

/**
 * The words of a shared confirmation (spec 7 share by e-mail and by SMS), in `locale` where the
 * platform's `Intl` knows it. An SMS is one short line; an e-mail has a subject and the stay in full.
 * It names the hotel, the dates, the rooms and their numbers: never a card, an amount or a guest's contact.
 */
export function shareMessageText(channel: 'EMAIL' | 'SMS', order: OrderRecord, hotel: PropertyRow, locale: string): ShareMessageText {
  const { checkInDate, checkOutDate } = orderDates(order);
  const numbers = bookedNumbers(order);
  const dates = `${formatDay(checkInDate, locale)} to ${formatDay(checkOutDate, locale)}`;
  const numbered = `${numbers.length === 1 ? 'Confirmation number' : 'Confirmation numbers'} ${numbers.join(', ')}`;
  if (channel === 'SMS') return { subject: null, body: `Portico booking at ${hotel.name}, ${dates}. ${numbered}.` };
  const rooms = numbers.length === 1 ? '1 room' : `${numbers.length} rooms`;
  return {
    subject: `Your stay at ${hotel.name}: ${numbers[0] ?? ''}`,
    body: [
      `A Portico booking was shared with you.`,
      `${hotel.name}, ${hotel.addressLine1}, ${hotel.city}`,
      `Check-in ${formatDay(checkInDate, locale)} from ${hotel.checkInTime}, check-out ${formatDay(checkOutDate, locale)} by ${hotel.checkOutTime}.`,
      `${rooms}. ${numbered}.`,
      `Hotel phone: ${hotel.phone}`,
    ].join('\n'),
  };
}
