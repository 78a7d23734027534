import { knownFlagsOf, type FeatureFlags, type FeatureFlagsResponse } from '../../shared/domain/feature-flags';
import type { Queryable } from '../db/database';

/** Every flag the flag service holds, by name, as the service answers them. */
export async function readFlagService(db: Queryable): Promise<FeatureFlagsResponse> {
  const { rows } = await db.query<{ name: string; value: unknown }>('select name, value from feature_flags order by name');
  return { flags: Object.fromEntries(rows.map((row) => [row.name, row.value])) };
}

/** The flags as the pages read them, for an answer the server shapes by a flag itself. */
export async function readFeatureFlags(db: Queryable): Promise<FeatureFlags> {
  return knownFlagsOf(await readFlagService(db));
}
