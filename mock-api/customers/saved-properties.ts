import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';

/** A member's saved hotels and the revision an update must quote. */
export type SavedPropertiesRecord = { savedIds: string[]; revision: number };

export async function readSavedProperties(db: Queryable, memberId: string): Promise<SavedPropertiesRecord> {
  const [{ rows: revisionRows }, { rows }] = await Promise.all([
    db.query<{ revision: number }>('select saved_properties_revision as revision from members where id = $1', [memberId]),
    db.query<{ code: string }>('select hotel_code as code from saved_properties where member_id = $1 order by saved_at, hotel_code', [
      memberId,
    ]),
  ]);
  return { savedIds: rows.map((row) => row.code), revision: revisionRows[0]?.revision ?? 0 };
}

/** The ids of `ids` that name no hotel. */
export async function findUnknownHotels(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>('select code from hotels where code = any($1::text[])', [ids]);
  const known = new Set(rows.map((row) => row.code));
  return ids.filter((id) => !known.has(id));
}

/**
 * Makes `ids` the member's saved hotels if the list is still at `expectedRevision`. The revision is
 * bumped first, under the member row's lock, so of two updates quoting the same revision exactly one
 * applies. Hotels kept keep their saved time, so the list stays in the order they were saved.
 */
export async function replaceSavedProperties(
  db: Database,
  { memberId, expectedRevision, ids, clock }: { memberId: string; expectedRevision: number; ids: readonly string[]; clock: Clock },
): Promise<'updated' | 'stale'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update members set saved_properties_revision = saved_properties_revision + 1
        where id = $1 and saved_properties_revision = $2 returning 1`,
      [memberId, expectedRevision],
    );
    if (rows.length === 0) return 'stale';
    await tx.query('delete from saved_properties where member_id = $1 and hotel_code <> all($2::text[])', [memberId, ids]);
    await tx.query(
      `insert into saved_properties (member_id, hotel_code, saved_at)
       select $1, code, $3 from unnest($2::text[]) as code on conflict (member_id, hotel_code) do nothing`,
      [memberId, ids, clock()],
    );
    return 'updated';
  });
}
