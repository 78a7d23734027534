import { describe, expect, it } from 'vitest';
import { roomFilterOptions, roomsWithEveryFeature } from './room-filters';

const room = (name: string, features: [string, string, string][]) => ({
  name,
  roomType: { features: features.map(([categoryCode, code, description]) => ({ categoryCode, code, description })) },
});

const rooms = [
  room('king', [['FLOOR', 'H1', 'High floor'], ['FEATHER', 'V9', 'Feather-free bedding']]),
  room('suite', [['FLOOR', 'H1', 'High floor'], ['PILLOW', 'V9', 'Hypoallergenic pillows'], ['STAY', 'E1', 'Kitchenette']]),
  room('twin', []),
];

const storedWords = (feature: { description: string }) => feature.description;

describe('the room filter', () => {
  it('offers each feature once, a code counting as a different feature in another category, sorted by its words', () => {
    expect(roomFilterOptions(rooms, 'en-US', storedWords)).toEqual([
      { key: 'FEATHER:V9', description: 'Feather-free bedding' },
      { key: 'FLOOR:H1', description: 'High floor' },
      { key: 'PILLOW:V9', description: 'Hypoallergenic pillows' },
      { key: 'STAY:E1', description: 'Kitchenette' },
    ]);
  });

  it('offers each feature in the words it is given, sorted by them', () => {
    const inJapanese: Record<string, string> = { 'FLOOR:H1': '高層階', 'FEATHER:V9': '羽毛を使わない寝具', 'PILLOW:V9': '低アレルギー枕', 'STAY:E1': 'キッチン' };
    const options = roomFilterOptions(rooms, 'ja-JP', (feature) => inJapanese[`${feature.categoryCode}:${feature.code}`]!);
    expect(options.map((option) => option.description)).toEqual([...options.map((option) => option.description)].sort(new Intl.Collator('ja-JP').compare));
    expect(options.find((option) => option.key === 'FLOOR:H1')?.description).toBe('高層階');
  });

  it('sorts by the page language’s own order', () => {
    const accented = [room('a', [['X', '1', 'Zona'], ['X', '2', 'Ático'], ['X', '3', 'Baño']])];
    expect(roomFilterOptions(accented, 'es-ES', storedWords).map((option) => option.description)).toEqual(['Ático', 'Baño', 'Zona']);
  });

  it('keeps the rooms with every chosen feature, and all of them when none is chosen', () => {
    expect(roomsWithEveryFeature(rooms, new Set()).map((each) => each.name)).toEqual(['king', 'suite', 'twin']);
    expect(roomsWithEveryFeature(rooms, new Set(['FLOOR:H1'])).map((each) => each.name)).toEqual(['king', 'suite']);
    expect(roomsWithEveryFeature(rooms, new Set(['FLOOR:H1', 'STAY:E1'])).map((each) => each.name)).toEqual(['suite']);
    expect(roomsWithEveryFeature(rooms, new Set(['FEATHER:V9', 'STAY:E1']))).toEqual([]);
  });
});
