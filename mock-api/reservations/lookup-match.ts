import type { Queryable } from '../db/database';

/**
 * Names compare trimmed, in one Unicode form and case, in code rather than in SQL: the database's
 * `lower()` follows its collation, which in the C locale would keep MÜLLER and Müller apart.
 */
export function comparableName(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('en-US');
}

/** One room of the order looked up, with a surname that could match: a guest on the room looked up, or the order's primary guest. */
type CandidateRow = { confirmationNumber: string; surname: string | null; isLookedUp: boolean; isOrderPrimary: boolean };

/**
 * The rooms a lookup of `confirmationNumber` by `lastName` grants sight of, or null when it matches
 * nothing. A guest on the room looked up is granted that room alone; the order's primary guest (room
 * 1's), who booked it, every room of the order, whichever room was looked up. A surname that is both
 * is the primary guest's: a name cannot tell two people of one family apart, and the booker sees all.
 * One indexed query whether or not the number exists, so an unknown number and a wrong name cost the same.
 */
export async function roomsGrantedByLookup(db: Queryable, confirmationNumber: string, lastName: string): Promise<string[] | null> {
  // Every room of the order comes back (to be granted to the primary guest); only the surnames that may match come with them.
  const { rows } = await db.query<CandidateRow>(
    `select room.confirmation_number as "confirmationNumber", g.surname,
            room.confirmation_number = r.confirmation_number as "isLookedUp",
            coalesce(room.room_ordinal = 1 and g.is_primary, false) as "isOrderPrimary"
       from reservations r
       join reservations room on room.order_id = r.order_id
       left join reservation_guests g on g.confirmation_number = room.confirmation_number
            and (room.confirmation_number = r.confirmation_number or (room.room_ordinal = 1 and g.is_primary))
      where r.confirmation_number = $1`,
    [confirmationNumber],
  );
  const wanted = comparableName(lastName);
  const isNamed = (row: CandidateRow) => row.surname !== null && comparableName(row.surname) === wanted;
  if (rows.some((row) => row.isOrderPrimary && isNamed(row))) return [...new Set(rows.map((row) => row.confirmationNumber))];
  const lookedUp = rows.find((row) => row.isLookedUp && isNamed(row));
  return lookedUp ? [lookedUp.confirmationNumber] : null;
}
