import { FEATURE_FLAG_DEFAULTS } from '../../shared/domain/feature-flags';
import type { Queryable } from '../db/database';

const DESCRIPTIONS: Record<keyof typeof FEATURE_FLAG_DEFAULTS, string> = {
  logoAutomation: 'The hotel header finds each hotel’s logo through the content service.',
  dttExperienceGroup: 'GraphQL calls say they take part in the DTT experience (x-dtt); the reservation sign-in promotion joins straight back to the booking.',
  signInPromotionLayout: 'Layout of the sign-in promotion block: classic, icons or secondVersion.',
};

/** The flags this product uses, at their defaults, each only where the flag service has none yet. */
export async function seedFeatureFlags(tx: Queryable): Promise<void> {
  for (const [name, value] of Object.entries(FEATURE_FLAG_DEFAULTS)) {
    await tx.query('insert into feature_flags (name, kind, value, description) values ($1, $2, $3::jsonb, $4) on conflict (name) do nothing', [
      name,
      typeof value === 'boolean' ? 'boolean' : 'string',
      JSON.stringify(value),
      DESCRIPTIONS[name as keyof typeof DESCRIPTIONS],
    ]);
  }
}
