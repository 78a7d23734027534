import type { Queryable } from '../db/database';

/** A notice as the HotelAlert type answers it; days are ISO dates. */
export type AlertRow = { id: string; message: string; startsOn: string; endsOn: string };

/** A review as the GuestReview type answers it; stayedOn is the first day of the month of the stay. */
export type ReviewRow = { id: string; author: string; rating: number; title: string; text: string; stayedOn: string };

export async function findAmenities(db: Queryable, code: string): Promise<{ name: string }[]> {
  const { rows } = await db.query<{ name: string }>('select name from hotel_amenities where hotel_code = $1 order by name', [code]);
  return rows;
}

/** Notices whose first and last days (both included) surround `today`, an ISO date; newest first. */
export async function findAlertsInForce(db: Queryable, code: string, today: string): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    // Ordered by the table's id, not the text id answered (by which '10' would come before '2').
    `select a.id::text as id, a.message, to_char(a.starts_on, 'YYYY-MM-DD') as "startsOn", to_char(a.ends_on, 'YYYY-MM-DD') as "endsOn"
       from hotel_alerts a where a.hotel_code = $1 and a.starts_on <= $2::date and a.ends_on >= $2::date
      order by a.starts_on desc, a.id desc`,
    [code, today],
  );
  return rows;
}

/** The `first` most recently posted reviews. */
export async function findGuestReviews(db: Queryable, code: string, first: number): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow>(
    `select r.id::text as id, r.author, r.rating, r.title, r.text, to_char(r.stayed_on, 'YYYY-MM-DD') as "stayedOn"
       from hotel_reviews r where r.hotel_code = $1 order by r.created_at desc, r.id desc limit $2`,
    [code, first],
  );
  return rows;
}
