/** A room feature as the rate list has it: a spec 9 room code within its category (V9 means one thing in FEATHER, another in PILLOW). */
export type RoomFeature = { categoryCode: string; code: string; description: string };

type RoomWithFeatures = { roomType: { features: readonly RoomFeature[] } };

/** One choice of the filter: a feature some room of the list has. */
export type RoomFilterOption = { key: string; description: string };

export function roomFeatureKey({ categoryCode, code }: Pick<RoomFeature, 'categoryCode' | 'code'>): string {
  return `${categoryCode}:${code}`;
}

/** Every feature some room has, once, in the words `wordOf` gives, sorted as the page's language sorts them. */
export function roomFilterOptions(rooms: readonly RoomWithFeatures[], locale: string, wordOf: (feature: RoomFeature) => string): RoomFilterOption[] {
  const byKey = new Map<string, RoomFilterOption>();
  for (const feature of rooms.flatMap((room) => room.roomType.features)) {
    const key = roomFeatureKey(feature);
    if (!byKey.has(key)) byKey.set(key, { key, description: wordOf(feature) });
  }
  const collator = new Intl.Collator(locale);
  return [...byKey.values()].sort((a, b) => collator.compare(a.description, b.description));
}

/** The rooms that have every chosen feature; all of them when none is chosen. */
export function roomsWithEveryFeature<Room extends RoomWithFeatures>(rooms: readonly Room[], chosen: ReadonlySet<string>): Room[] {
  if (chosen.size === 0) return [...rooms];
  return rooms.filter((room) => {
    const keys = new Set(room.roomType.features.map(roomFeatureKey));
    return [...chosen].every((key) => keys.has(key));
  });
}
