import useSWR from 'swr';
import { FEATURE_FLAG_POLL_MS, knownFlagsOf, type FeatureFlags, type FeatureFlagsResponse } from '../domain/feature-flags';
import { flagApiPaths } from '../domain/paths';
import { pageFetch } from '../ssr/page-fetch';
import { rememberFeatureFlags } from './latest-flags';

/** The SWR key of the flag service's answer; pages read it on the server under the same key. */
export const featureFlagsKey = flagApiPaths.flags;

export async function getFeatureFlags(): Promise<FeatureFlagsResponse> {
  const response = await pageFetch(flagApiPaths.flags, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The flag service answered ${response.status}`);
  return (await response.json()) as FeatureFlagsResponse;
}

/**
 * The flags, asked again every five minutes (spec 9: 300000 ms) while the page is open; each flag at
 * its default until the service answers, and when it does not know the flag.
 */
export function useFeatureFlags(): FeatureFlags {
  const { data } = useSWR(featureFlagsKey, getFeatureFlags, {
    refreshInterval: FEATURE_FLAG_POLL_MS,
    onSuccess: (answer) => {
      rememberFeatureFlags(knownFlagsOf(answer));
    },
  });
  return knownFlagsOf(data);
}
