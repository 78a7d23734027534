import type { PropertyRow } from '../../graphql/property-row';
import { mailWords } from '../../mail/mail-words';
import type { OrderRecord } from '../../reservations/order-record';
import { orderDates } from '../../reservations/order-record';

/** What a shared confirmation says: enough to find the booking again, nothing to pay with. */
export type ShareMessageText = { subject: string | null; body: string; locale: string };

const dayFormat = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function formatDay(isoDay: string, locale: string): string {
  return dayFormat(locale).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The booked rooms' confirmation numbers; a cancelled room is not shared as booked. */
const bookedNumbers = (order: OrderRecord) => order.rooms.filter((room) => room.cancellation === null).map((room) => room.confirmationNumber);

/**
 * The words of a shared confirmation (spec 7 share by e-mail and by SMS), in `locale` (the mail
 * catalogue; en-US for a locale the site does not speak). An SMS is one short line; an e-mail has a
 * subject and the stay in full. It names the hotel, the dates, the rooms and their numbers: never a
 * card, an amount or a guest's contact.
 */
export async function shareMessageText(channel: 'EMAIL' | 'SMS', order: OrderRecord, hotel: PropertyRow, requested: string): Promise<ShareMessageText> {
  const { t, locale } = await mailWords(requested);
  const { checkInDate, checkOutDate } = orderDates(order);
  const numbers = bookedNumbers(order);
  const checkIn = formatDay(checkInDate, locale);
  const checkOut = formatDay(checkOutDate, locale);
  const counted = { count: numbers.length, numbers: numbers.join(', ') };
  if (channel === 'SMS') return { subject: null, body: t('mail.share.sms', { hotelName: hotel.name, checkIn, checkOut, ...counted }), locale };
  return {
    subject: t('mail.share.subject', { hotelName: hotel.name, confirmationNumber: numbers[0] ?? '' }),
    body: [
      t('mail.share.intro'),
      `${hotel.name}, ${hotel.addressLine1}, ${hotel.city}`,
      t('mail.share.times', { checkIn, checkInTime: hotel.checkInTime, checkOut, checkOutTime: hotel.checkOutTime }),
      t('mail.share.rooms', counted),
      t('mail.share.phone', { phone: hotel.phone }),
    ].join('\n'),
    locale,
  };
}
