// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_POLL_MS } from '../domain/feature-flags';
import { useFeatureFlags } from './feature-flags-client';
import { latestFeatureFlags } from './latest-flags';

function Flags() {
  const flags = useFeatureFlags();
  return <output>{JSON.stringify(flags)}</output>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useFeatureFlags', () => {
  it('starts at the defaults, takes the service’s answer, and asks again every 300000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [{ flags: { logoAutomation: false } }, { flags: { logoAutomation: true, dttExperienceGroup: true } }];
    const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Flags />
      </SWRConfig>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual(FEATURE_FLAG_DEFAULTS);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(JSON.parse(screen.getByRole('status').textContent!)).toMatchObject({ logoAutomation: false });
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(FEATURE_FLAG_POLL_MS - 100));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toMatchObject({ logoAutomation: true, dttExperienceGroup: true });
    expect(latestFeatureFlags().dttExperienceGroup).toBe(true);
  });
});
