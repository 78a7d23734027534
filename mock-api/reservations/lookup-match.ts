import type { Queryable } from '../db/database';

/**
 * Names compare trimmed, in one Unicode form and case, in code rather than in SQL: the database's
 * `lower()` follows its collation, which in the C locale would keep MÜLLER and Müller apart.
 */
export function comparableName(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('en-US');
}

/**
 * Whether `lastName` is the surname of a guest on the room `confirmationNumber`, or of the order's
 * primary guest (the first room's). One indexed query whether or not the number exists, so an unknown
 * number and a wrong name cost the same.
 */
export async function isLookupMatch(db: Queryable, confirmationNumber: string, lastName: string): Promise<boolean> {
  const { rows } = await db.query<{ surname: string }>(
    `select g.surname
       from reservations r
       join reservations room on room.order_id = r.order_id
       join reservation_guests g on g.confirmation_number = room.confirmation_number
      where r.confirmation_number = $1
        and (room.confirmation_number = r.confirmation_number or (room.room_ordinal = 1 and g.is_primary))`,
    [confirmationNumber],
  );
  const wanted = comparableName(lastName);
  return rows.some((row) => comparableName(row.surname) === wanted);
}
