import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, knownFlagsOf, type FeatureFlagsResponse } from '../../shared/domain/feature-flags';
import { flagApiPaths } from '../../shared/domain/paths';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const flags = async () => (await (await fetch(`${api.hostUrl}${flagApiPaths.flags}`)).json()) as FeatureFlagsResponse;

describe('the flag service', () => {
  it('answers every flag the database holds, the seeded ones at their defaults', async () => {
    const response = await fetch(`${api.overlayUrl}${flagApiPaths.flags}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(((await response.json()) as FeatureFlagsResponse).flags).toEqual(FEATURE_FLAG_DEFAULTS);
  });

  it('answers a switched flag at the next call, and any flag added, of any kind', async () => {
    await api.db.query(`update feature_flags set value = 'false' where name = 'logoAutomation'`);
    await api.db.query(`insert into feature_flags (name, kind, value, description) values ('carouselVariant', 'json', '{"layout": "grid"}', 'Photo carousel layout')`);
    expect((await flags()).flags).toMatchObject({ logoAutomation: false, carouselVariant: { layout: 'grid' } });
    expect(knownFlagsOf(await flags()).logoAutomation).toBe(false);
  });

  it('keeps a flag’s value of the kind it says', async () => {
    await expect(api.db.query(`insert into feature_flags (name, kind, value, description) values ('oddFlag', 'boolean', '"yes"', 'x')`)).rejects.toThrow();
  });
});

describe('knownFlagsOf', () => {
  it('takes each known flag of the right type from the answer and the default for the rest', () => {
    expect(knownFlagsOf({ flags: { logoAutomation: false, dttExperienceGroup: 'no', unknown: true } })).toEqual({ ...FEATURE_FLAG_DEFAULTS, logoAutomation: false });
    expect(knownFlagsOf(undefined)).toEqual(FEATURE_FLAG_DEFAULTS);
  });
});
