import { beforeAll, describe, expect, it } from 'vitest';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../shared/i18n/messages';
import { ROOM_FEATURE_CODES } from './room-type-fixtures';

beforeAll(() => loadAreas('en-US', allMessageAreas));

describe('the room codes the hotels are seeded with', () => {
  // The pages word a code as `roomFeature.<category>.<code>` (shared/format/room-feature-text.ts).
  it('each has catalogue words, in en-US the words stored with it', () => {
    const { sayNamed } = messagesFor('en-US');
    const worded = ROOM_FEATURE_CODES.map(({ categoryCode, code }) => sayNamed(`roomFeature.${categoryCode}.${code}`, undefined));
    expect(worded).toEqual(ROOM_FEATURE_CODES.map(({ description }) => description));
  });
});
