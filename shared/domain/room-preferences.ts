/**
 * The room preferences a guest may ask for at online check-in (spec 02 section 9 room codes), one code
 * per category, in the order the form shows them. Room features and the stay code describe room types,
 * not wishes, so they are not offered.
 */
export const ROOM_PREFERENCE_CATEGORIES: readonly { categoryCode: string; label: string }[] = [
  { categoryCode: 'FLOOR', label: 'Floor' },
  { categoryCode: 'ROOM_LOCATION', label: 'Room location' },
  { categoryCode: 'FEATHER', label: 'Bedding' },
  { categoryCode: 'PILLOW', label: 'Pillows' },
  { categoryCode: 'BATHROOM', label: 'Bathroom' },
  { categoryCode: 'EXTRA', label: 'In the room' },
];

export const isRoomPreferenceCategory = (categoryCode: string) => ROOM_PREFERENCE_CATEGORIES.some((category) => category.categoryCode === categoryCode);
