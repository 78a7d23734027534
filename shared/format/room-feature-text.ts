import type { Messages } from '../i18n/messages';

/** A spec 9 room code in its category, with the words the hotel's systems store for it (en-US). */
export type RoomFeatureWords = { categoryCode: string; code: string; description: string };

/**
 * A room feature in the page's language. The codes are the chain's, so the catalogue words each one
 * (`roomFeature.<category>.<code>`); a code the catalogue does not know yet, added to the hotels' data
 * before a release, shows the stored words rather than nothing.
 */
export function roomFeatureText({ categoryCode, code, description }: RoomFeatureWords, { sayNamed }: Pick<Messages, 'sayNamed'>): string {
  return sayNamed(`roomFeature.${categoryCode}.${code}`, undefined) ?? description;
}
