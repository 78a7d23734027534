/**
 * The feature flags this product has a use for, of those the spec's flag service holds (spec 02
 * section 6), each with the value the pages use while the service has not answered or lacks it.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** Logo automation: the hotel header finds each hotel's logo through the content service; off, the brand's own logo. */
  logoAutomation: true,
  /** The DTT experience group: whether this site's GraphQL calls say they take part (their `x-dtt` header). */
  dttExperienceGroup: false,
  /** How the sign-in promotion block is laid out: `classic`, `icons` or `secondVersion` (membership-promotion.ts). */
  signInPromotionLayout: 'classic',
} as const;

export type FeatureFlags = { -readonly [Name in keyof typeof FEATURE_FLAG_DEFAULTS]: (typeof FEATURE_FLAG_DEFAULTS)[Name] extends boolean ? boolean : string };
export type FeatureFlagName = keyof FeatureFlags;

/** Spec 9: the pages ask the flag service again every 300000 ms. */
export const FEATURE_FLAG_POLL_MS = 300_000;

/** The flag service's answer: every flag it holds by name; the pages read those they know. */
export type FeatureFlagsResponse = { flags: Record<string, boolean | string | unknown> };

/** The flags the pages use: each known flag's answered value when it has the default's type, else the default. */
export function knownFlagsOf(response: FeatureFlagsResponse | undefined): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const name of Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[]) {
    const value = response?.flags[name];
    if (typeof value === typeof FEATURE_FLAG_DEFAULTS[name]) (flags as Record<FeatureFlagName, unknown>)[name] = value;
  }
  return flags;
}
