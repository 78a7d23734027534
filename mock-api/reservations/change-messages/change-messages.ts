import type { Queryable } from '../../db/database';
import { moneyText } from '../../booking/money-text';
import { mailWords } from '../../mail/mail-words';

/** Who an order's messages go to and what they name: its booker's e-mail, the hotel, the primary guest. */
type OrderAddressee = { email: string | null; hotelName: string; givenName: string };

async function addresseeOf(tx: Queryable, orderId: string): Promise<OrderAddressee | null> {
  const { rows } = await tx.query<OrderAddressee>(
    `select coalesce(o.contact_email, m.email) as email, h.name as "hotelName",
            coalesce((select g.given_name from reservations r join reservation_guests g on g.confirmation_number = r.confirmation_number
                       where r.order_id = o.id and g.is_primary order by r.room_ordinal limit 1), m.first_name, '') as "givenName"
       from orders o join hotels h on h.code = o.hotel_code left join members m on m.id = o.member_id
      where o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

async function writeToOutbox(tx: Queryable, message: { orderId: string; recipient: string; subject: string; paragraphs: string[]; locale: string; kind: 'CANCELLATION' | 'MODIFICATION'; now: Date }) {
  await tx.query(
    `insert into outbox_messages (order_id, channel, recipient, subject, body, locale, created_at, kind) values ($1, 'EMAIL', $2, $3, $4, $5, $6, $7)`,
    [message.orderId, message.recipient, message.subject, message.paragraphs.join('\n\n'), message.locale, message.now, message.kind],
  );
}

/** An ISO day as the message's locale writes it in full ("Sunday, December 27, 2026"): a stay's days are the hotel's, not an instant. */
const dayText = (isoDay: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

export type CancelledRoom = { ordinal: number; confirmationNumber: string; cancellationNumber: string; charge: number; currency: string };

/**
 * The cancellation e-mail (spec 7): every room cancelled with its cancellation number and charge, and
 * how many rooms remain; in the order's transaction, so it goes out exactly when the cancel holds.
 */
export async function writeCancellationMessage(tx: Queryable, { orderId, rooms, remaining, locale, now }: { orderId: string; rooms: readonly CancelledRoom[]; remaining: number; locale: string; now: Date }) {
  const addressee = await addresseeOf(tx, orderId);
  if (!addressee?.email || rooms.length === 0) return;
  const { t, locale: wordedIn } = await mailWords(locale);
  await writeToOutbox(tx, {
    orderId,
    recipient: addressee.email,
    subject: t('mail.cancellation.subject', { hotelName: addressee.hotelName, confirmationNumber: rooms[0]!.confirmationNumber }),
    paragraphs: [
      t('mail.greeting', { name: addressee.givenName }),
      t('mail.cancellation.intro', { hotelName: addressee.hotelName, count: rooms.length }),
      ...rooms.map((room) =>
        t('mail.cancellation.room', { ordinal: room.ordinal, confirmationNumber: room.confirmationNumber, cancellationNumber: room.cancellationNumber, charge: moneyText(room.charge, room.currency, wordedIn) }),
      ),
      t('mail.cancellation.remaining', { count: remaining }),
    ],
    locale: wordedIn,
    kind: 'CANCELLATION',
    now,
  });
}

export type ChangedRoom = { ordinal: number; confirmationNumber: string; roomName: string; ratePlanName: string; checkInDate: string; checkOutDate: string; total: number; currency: string };

/** The e-mail of a change or an upgrade of one room (spec 7): the room as it now is, and what it costs. */
export async function writeModificationMessage(tx: Queryable, { orderId, room, locale, now }: { orderId: string; room: ChangedRoom; locale: string; now: Date }) {
  const addressee = await addresseeOf(tx, orderId);
  if (!addressee?.email) return;
  const { t, locale: wordedIn } = await mailWords(locale);
  await writeToOutbox(tx, {
    orderId,
    recipient: addressee.email,
    subject: t('mail.modification.subject', { hotelName: addressee.hotelName, confirmationNumber: room.confirmationNumber }),
    paragraphs: [
      t('mail.greeting', { name: addressee.givenName }),
      t('mail.modification.room', {
        ordinal: room.ordinal,
        confirmationNumber: room.confirmationNumber,
        roomName: room.roomName,
        ratePlanName: room.ratePlanName,
        checkIn: dayText(room.checkInDate, wordedIn),
        checkOut: dayText(room.checkOutDate, wordedIn),
      }),
      t('mail.modification.total', { total: moneyText(room.total, room.currency, wordedIn) }),
      t('mail.modification.closing'),
    ],
    locale: wordedIn,
    kind: 'MODIFICATION',
    now,
  });
}
