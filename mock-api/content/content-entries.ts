import type { ContentEntry } from '../../shared/domain/content-search';
import type { Queryable } from '../db/database';

export type ContentEntryRow = Omit<ContentEntry, 'link'> & { link: string | null };

export type ContentEntryFilter = { taxonomies: string[]; types: string[]; locales: string[]; limit: number };

/** Entries filed under every taxonomy given, of one of the types and locales, oldest first. */
export async function findContentEntries(db: Queryable, { taxonomies, types, locales, limit }: ContentEntryFilter): Promise<ContentEntryRow[]> {
  const { rows } = await db.query<ContentEntryRow>(
    // Ordered by the table's id, not the text id answered (by which '10' would come before '2').
    `select e.id::text as id, e.name, e.type, e.locale, e.images, e.link from content_entries e
      where e.taxonomies @> $1::text[] and e.type = any($2::text[]) and e.locale = any($3::text[])
      order by e.id limit $4`,
    [taxonomies, types, locales, limit],
  );
  return rows;
}
