/**
 * The room preferences a guest may ask for at online check-in (spec 02 section 9 room codes), one code
 * per category, in the order the form shows them. Room features and the stay code describe room types,
 * not wishes, so they are not offered.
 */
export const ROOM_PREFERENCE_CATEGORIES: readonly string[] = ['FLOOR', 'ROOM_LOCATION', 'FEATHER', 'PILLOW', 'BATHROOM', 'EXTRA'];

export const isRoomPreferenceCategory = (categoryCode: string) => ROOM_PREFERENCE_CATEGORIES.includes(categoryCode);
