import type { GraphQLContext } from '../graphql/context';
import { PlaceKind, type SuggestedPlace } from '../graphql/generated/resolvers-types';
import { listProperties, type PropertyRow } from '../graphql/property-row';
import { destinationQueryOf, placeLocaleOf } from './destination-input';
import { foldForMatch, matchRank, type MatchRank } from './place-match';

/** A type-ahead shows this many at most: more than a phone's screen holds above its keyboard is noise. */
export const SUGGESTION_LIMIT = 8;

type Ranked = { place: SuggestedPlace; rank: MatchRank };

/**
 * Spec 7 "suggested places": the cities and hotels matching what the guest has typed (search.graphql
 * states the order). A city comes before a hotel of the same rank, since it leads to all of its hotels.
 */
export async function suggestedPlaces(query: string, locale: string | null | undefined, { db }: Pick<GraphQLContext, 'db'>): Promise<SuggestedPlace[]> {
  const placeLocale = placeLocaleOf(locale);
  const folded = destinationQueryOf(query, 'query', placeLocale);
  const hotels = await listProperties(db);
  const countryName = countryNamer(placeLocale);
  const ranked: Ranked[] = [];
  const cities = new Map<string, PropertyRow>();
  for (const hotel of hotels) if (!cities.has(hotel.city)) cities.set(hotel.city, hotel);
  for (const [city, hotel] of cities) {
    const rank = matchRank(foldForMatch(city, placeLocale), folded);
    if (rank !== null) ranked.push({ rank, place: { kind: PlaceKind.City, id: city, name: city, detail: countryName(hotel) } });
  }
  for (const hotel of hotels) {
    const best = bestRank(hotel, folded, placeLocale);
    if (best !== null) ranked.push({ rank: best, place: { kind: PlaceKind.Hotel, id: hotel.code, name: hotel.name, detail: `${hotel.city}, ${countryName(hotel)}` } });
  }
  const collator = new Intl.Collator(placeLocale);
  ranked.sort((a, b) => a.rank - b.rank || kindOrder(a.place) - kindOrder(b.place) || collator.compare(a.place.name, b.place.name));
  return ranked.slice(0, SUGGESTION_LIMIT).map(({ place }) => place);
}

/** A hotel matches by its own name or by its city's. */
export function bestRank(hotel: PropertyRow, folded: string, locale: string): MatchRank | null {
  const ranks = [matchRank(foldForMatch(hotel.name, locale), folded), matchRank(foldForMatch(hotel.city, locale), folded)];
  const matched = ranks.filter((rank) => rank !== null);
  return matched.length ? (Math.min(...matched) as MatchRank) : null;
}

const kindOrder = (place: SuggestedPlace) => (place.kind === PlaceKind.City ? 0 : 1);

/** The country's name in `locale`, or as the hotel row spells it when Intl has none. */
function countryNamer(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (hotel: PropertyRow) => names.of(hotel.countryCode) ?? hotel.countryName;
}
