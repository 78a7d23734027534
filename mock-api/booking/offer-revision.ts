import type { Database, Queryable } from '../db/database';
import { notifiedRevisions } from '../db/notified-revisions';

/** The channel migration 0034's trigger notifies on when a hotel's rooms free change. */
export const OFFER_REVISION_CHANNEL = 'offer_revision';

/**
 * The revision of what a hotel has free (migration 0034): it grows when a sale or a give-back of the
 * hotel's rooms commits. '0' for a hotel nothing was ever sold at. Read it before the nights it stands
 * for, so an answer kept under it is never older than it.
 */
export async function readOfferRevision(db: Queryable, hotelCode: string): Promise<string> {
  const { rows } = await db.query<{ revision: string }>(
    `select coalesce((select revision::text from offer_revisions where hotel_code = $1), '0') as revision`,
    [hotelCode],
  );
  return rows[0]!.revision;
}

/** Each hotel's offer revision now, as cheaply as it can be known exactly (notified-revisions.ts). */
export function offerRevisionReader(db: Database) {
  return notifiedRevisions<string>(db, OFFER_REVISION_CHANNEL, (hotelCode) => readOfferRevision(db, hotelCode));
}

export type OfferRevisionReader = ReturnType<typeof offerRevisionReader>;
