import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '../domain/feature-flags';

let latest: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };

/** The flags as last answered in this browser, for code outside React (the GraphQL client's headers). */
export function latestFeatureFlags(): FeatureFlags {
  return latest;
}

/** What the flag service last answered, as the polling hook hears it. */
export function rememberFeatureFlags(flags: FeatureFlags): void {
  latest = flags;
}
