import type { HotelListQuery } from '../../../shared/graphql/generated/graphql';

type ListedHotel = HotelListQuery['properties'][number];

/** A city the chain is in: its name, country, how many hotels, and a photo of one of them. */
export type ChainCity = { name: string; country: string; hotelCount: number; photo: { url: string; alt: string } | null };

/** The hotels' cities, each once, in the order `collator` sorts their names. */
export function citiesOf(hotels: readonly ListedHotel[], collator: Intl.Collator): ChainCity[] {
  const byName = new Map<string, ChainCity>();
  for (const hotel of hotels) {
    const { city, country } = hotel.contactInformation.address;
    const known = byName.get(city);
    const image = hotel.media.primaryImage;
    if (known) {
      known.hotelCount += 1;
      known.photo ??= image ? { url: image.url, alt: image.alternateDescription } : null;
    } else byName.set(city, { name: city, country: country.description, hotelCount: 1, photo: image ? { url: image.url, alt: image.alternateDescription } : null });
  }
  return [...byName.values()].sort((a, b) => collator.compare(a.name, b.name));
}
