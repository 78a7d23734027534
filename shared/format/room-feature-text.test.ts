import { beforeAll, describe, expect, it } from 'vitest';
import { allMessageAreas } from '../i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../i18n/messages';
import { roomFeatureText } from './room-feature-text';

beforeAll(() => Promise.all([loadAreas('en-US', allMessageAreas), loadAreas('ja-JP', allMessageAreas)]));

describe('roomFeatureText', () => {
  it('words a code by its category: V9 is bedding in one, pillows in another', () => {
    const ja = messagesFor('ja-JP');
    expect(roomFeatureText({ categoryCode: 'FEATHER', code: 'V9', description: 'Feather-free bedding' }, ja)).toBe('羽毛を使わない寝具');
    expect(roomFeatureText({ categoryCode: 'PILLOW', code: 'V9', description: 'Hypoallergenic pillows' }, ja)).toBe('低アレルギー枕');
  });

  it('shows the stored words of a code the catalogue does not know yet', () => {
    expect(roomFeatureText({ categoryCode: 'EXTRA', code: 'ZZ', description: 'Rooftop hot tub' }, messagesFor('ja-JP'))).toBe('Rooftop hot tub');
  });
});
