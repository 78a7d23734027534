/** What a picture shows, chosen from its caption: the street front, a view, or one kind of room. */
export type SceneKind = 'exterior' | 'view' | 'lobby' | 'restaurant' | 'bar' | 'pool' | 'indoorPool' | 'bedroom' | 'livingRoom' | 'bathroom';

// Read in order: the first rule whose words the caption has wins, so "Indoor pool" is a pool before it is a room,
// and "Room with river view" is a room, not a view.
const RULES: readonly (readonly [SceneKind, RegExp])[] = [
  ['indoorPool', /indoor pool|spa pool|hammam|\bspa\b/i],
  ['pool', /pool|beach|cabana/i],
  ['bathroom', /bath|shower|tub\b|soaking/i],
  ['bar', /\bbar\b|mezcal|cocktail/i],
  ['restaurant', /restaurant|breakfast|dining|café|cafe|brasserie/i],
  ['livingRoom', /living room|sofa corner|lounge|kitchenette|desk/i],
  ['bedroom', /\bbeds?\b|bedroom|\broom\b|suite/i],
  ['lobby', /lobby|atrium|reception|lantern/i],
  ['exterior', /façade|facade|entrance|outside the door|front|street|house/i],
  ['view', /view|skyline|harbour|harbor|marina|terrace|balcony|rooftop|roof|river|bosphorus|mountain|garden|courtyard|sea|villa/i],
];

/** The scene a caption asks for; a caption that names nothing known shows the hotel from the street. */
export function sceneOfCaption(caption: string): SceneKind {
  return RULES.find(([, words]) => words.test(caption))?.[0] ?? 'exterior';
}

/** Whether the caption puts water in the picture: a harbour, a river, a canal, the sea. */
export const hasWater = (caption: string) => /harbour|harbor|marina|river|canal|bay|sea|bosphorus|tagus|beach|dock/i.test(caption);
