import { beforeAll, describe, expect, it } from 'vitest';
import { roomFeatureText } from '../../shared/format/room-feature-text';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../shared/i18n/messages';
import { ROOM_FEATURE_CODES } from './room-type-fixtures';

beforeAll(() => loadAreas('en-US', allMessageAreas));

describe('the room codes the hotels are seeded with', () => {
  it('each has catalogue words, in en-US the words stored with it', () => {
    const { sayNamed } = messagesFor('en-US');
    const unworded = ROOM_FEATURE_CODES.filter(({ categoryCode, code }) => sayNamed(`roomFeature.${categoryCode}.${code}`, undefined) === null);
    expect(unworded).toEqual([]);
    for (const feature of ROOM_FEATURE_CODES) expect(roomFeatureText(feature, messagesFor('en-US'))).toBe(feature.description);
  });
});
