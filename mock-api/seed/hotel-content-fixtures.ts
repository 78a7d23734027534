import { hotelLogoTaxonomies } from '../../shared/domain/content-search';
import { hostPaths, imagePaths } from '../../shared/domain/paths';
import type { HotelFixture } from './fixtures';
import { WORLD_HOTEL_CONTENT } from './world-hotel-content-fixtures';

/**
 * What the fixture hotels say about themselves beyond name and address: description, house rules,
 * notices, guests' reviews, and the brands their logos are drawn for. docs/demo-data.md and the tests rely on
 * it (contract). Dates are days from the day of seeding, so a fresh demo always has a notice in force.
 */

export type BrandFixture = { code: string; wordmark: string; colour: string };

export const BRANDS: BrandFixture[] = [
  { code: 'MC', wordmark: 'Portico', colour: '#1c3d5a' },
  { code: 'BG', wordmark: 'Jewel', colour: '#7a1f4b' },
];

export type AlertFixture = { message: string; startsDaysFromSeeding: number; endsDaysFromSeeding: number };

export type ReviewFixture = {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  /** When it was posted; the stay is the month a few days before. */
  postedDaysBeforeSeeding: number;
};

export type HotelContentFixture = {
  description: string;
  /** 24-hour HH:MM, local time. */
  checkInTime: string;
  checkOutTime: string;
  roomCount: number;
  petPolicy: string;
  parking: string;
  alerts: AlertFixture[];
  /** In any order: the API lists them newest first by posting time. */
  reviews: ReviewFixture[];
};

const NYCTS: HotelContentFixture = {
  description:
    'Portico Times Square rises above Broadway at the heart of the theatre district, a few steps from the ' +
    'lights of Times Square and a short walk from Bryant Park and Fifth Avenue. Rooms look out over the ' +
    'city through floor-to-ceiling windows, and the restaurant on the eighth floor serves New York ' +
    'classics from breakfast until late.',
  checkInTime: '16:00',
  checkOutTime: '11:00',
  roomCount: 1962,
  petPolicy: 'Dogs up to 25 kg are welcome for a fee of USD 100 a stay; other pets are not allowed.',
  parking: 'Valet parking only, USD 75 a night; there is no self-parking.',
  alerts: [
    {
      message: 'The lobby is being renovated: check-in has moved to the sky lobby on the 8th floor. The restaurant stays open.',
      startsDaysFromSeeding: -1,
      endsDaysFromSeeding: 60,
    },
    {
      message: 'Two of the guest lifts are out of service for maintenance; expect short waits at peak times.',
      startsDaysFromSeeding: -30,
      endsDaysFromSeeding: -10,
    },
  ],
  reviews: [
    { author: 'Maria G.', rating: 5, title: 'Right where the action is', text: 'We walked to three shows and back every night. The room was quiet despite the view over the square.', postedDaysBeforeSeeding: 3 },
    { author: 'James T.', rating: 4, title: 'Great location, busy lifts', text: 'Staff were friendly and the bed was excellent. Lifts were slow in the morning rush.', postedDaysBeforeSeeding: 9 },
    { author: 'Aiko S.', rating: 5, title: 'Perfect for a first visit', text: 'Everything in Midtown is within walking distance, and the breakfast had plenty of choice.', postedDaysBeforeSeeding: 16 },
    { author: 'Carlos M.', rating: 3, title: 'Fine for a night', text: 'Clean and central, but the room was smaller than the photos suggested.', postedDaysBeforeSeeding: 24 },
    { author: 'Priya K.', rating: 4, title: 'Good base for work', text: 'Reliable Wi-Fi and a quiet business centre. I would stay again for a conference.', postedDaysBeforeSeeding: 40 },
    { author: 'Tom B.', rating: 5, title: 'The view!', text: 'Ask for a high floor: watching the square light up at night was the highlight of our trip.', postedDaysBeforeSeeding: 55 },
  ],
};

const LONKX: HotelContentFixture = {
  description:
    "Portico London King's Cross sits between St Pancras and King's Cross stations, a minute from the " +
    'Eurostar and the Underground. The canal-side neighbourhood of Coal Drops Yard is on the doorstep, ' +
    'and the bar serves local ales until midnight.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 312,
  petPolicy: 'Assistance dogs only.',
  parking: 'No parking at the hotel; the public car park on Goods Way is a five-minute walk.',
  alerts: [],
  reviews: [
    { author: 'Sophie L.', rating: 4, title: 'Ideal for the Eurostar', text: 'Off the train and into our room in ten minutes. Compact but well designed.', postedDaysBeforeSeeding: 5 },
    { author: 'Daniel O.', rating: 5, title: 'Lovely staff', text: 'They kept our bags after check-out and recommended a great restaurant on the canal.', postedDaysBeforeSeeding: 20 },
    { author: 'Hannah W.', rating: 3, title: 'Noisy side of the building', text: 'Comfortable room, but ask for one away from the station side if you sleep lightly.', postedDaysBeforeSeeding: 48 },
  ],
};

const SHAPD: HotelContentFixture = {
  description:
    'Portico Shanghai Pudong looks across the Huangpu River to the Bund from the 30th floor of a tower on ' +
    'Century Avenue. The executive lounge has the best view in the house, and the metro to Lujiazui is ' +
    'below the hotel.',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  roomCount: 588,
  petPolicy: 'Pets are not allowed.',
  parking: 'Self-parking in the tower garage, CNY 30 an hour or CNY 200 a day.',
  alerts: [
    { message: 'The indoor pool closes at 18:00 each day while its filters are replaced.', startsDaysFromSeeding: -5, endsDaysFromSeeding: 20 },
  ],
  reviews: [
    { author: 'Li W.', rating: 5, title: 'Unbeatable skyline', text: 'The view from the lounge at night is worth the stay alone.', postedDaysBeforeSeeding: 7 },
    { author: 'Emma R.', rating: 4, title: 'Smooth business trip', text: 'Quick check-in, quiet rooms and the metro right downstairs.', postedDaysBeforeSeeding: 19 },
    { author: 'Kenji N.', rating: 4, title: 'Great pool', text: 'The indoor pool was warm and never crowded in the mornings.', postedDaysBeforeSeeding: 33 },
  ],
};

const DXBBG: HotelContentFixture = {
  description:
    'Jewel Resort Dubai occupies its own island off Jumeira Bay, with beach villas, a private marina and a ' +
    'spa set in gardens by the sea. Each villa has its own pool, and a butler looks after every stay.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 124,
  petPolicy: 'Pets are not allowed.',
  parking: 'Complimentary valet parking.',
  alerts: [
    // Not yet in force: shows that only notices that have started are listed.
    { message: 'The marina is closed to guests during the island regatta.', startsDaysFromSeeding: 10, endsDaysFromSeeding: 12 },
  ],
  reviews: [
    { author: 'Fatima A.', rating: 5, title: 'Pure luxury', text: 'Our villa had its own pool and the butler remembered every detail.', postedDaysBeforeSeeding: 4 },
    { author: 'Oliver P.', rating: 5, title: 'Best spa in Dubai', text: 'The hammam ritual was unforgettable. Book ahead.', postedDaysBeforeSeeding: 14 },
    { author: 'Chloe D.', rating: 4, title: 'Beautiful but pricey', text: 'Stunning setting; the restaurants are excellent and priced to match.', postedDaysBeforeSeeding: 29 },
    { author: 'Rahul V.', rating: 5, title: 'Honeymoon perfection', text: 'Sunset at the marina and breakfast on the beach: we want to come back.', postedDaysBeforeSeeding: 61 },
  ],
};

const BKKRV: HotelContentFixture = {
  description:
    'Portico Bangkok Riverside stands on the west bank of the Chao Phraya, with a terrace on the water and a ' +
    'free river shuttle to the Saphan Taksin pier. The outdoor pool looks across to the old city.',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  roomCount: 420,
  petPolicy: 'Pets are not allowed.',
  parking: 'Free self-parking for hotel guests.',
  alerts: [
    { message: 'While the pier is repaired, the river shuttle runs every 30 minutes instead of every 15.', startsDaysFromSeeding: -3, endsDaysFromSeeding: 30 },
  ],
  reviews: [
    { author: 'Nok P.', rating: 5, title: 'Sunsets on the river', text: 'The terrace bar at sunset is magical, and the shuttle made sightseeing easy.', postedDaysBeforeSeeding: 6 },
    { author: 'Ben H.', rating: 4, title: 'Relaxing stay', text: 'Great pool and spa. Taxis across the river take a while in traffic, so use the boat.', postedDaysBeforeSeeding: 27 },
  ],
};

/** Content of each fixture hotel, by property code. */
export const HOTEL_CONTENT: Record<string, HotelContentFixture> = { NYCTS, LONKX, SHAPD, DXBBG, BKKRV, ...WORLD_HOTEL_CONTENT };

/** The alternate logo every hotel of a brand shows (media.hotelLogo). */
export function alternateLogoOf(brand: BrandFixture) {
  return { src: `${imagePaths.logos}${brand.code.toLowerCase()}-alternate.svg`, alt: `${brand.wordmark} logo, reversed` };
}

export type ContentEntryFixture = {
  name: string;
  type: string;
  locale: string;
  taxonomies: string[];
  images: { imageFile: string; altText: string }[];
  link: string;
};

/**
 * A hotel's entries in the content service, filed under its logo taxonomies. The banner comes first on
 * purpose: the header must pick the entry named with the logo marker, not merely the first one.
 */
export function hotelContentEntries(hotel: HotelFixture, brand: BrandFixture): ContentEntryFixture[] {
  const filed = { type: 'image', locale: 'en_US', taxonomies: hotelLogoTaxonomies(hotel.code), link: hostPaths.hotelOverview.getHref(hotel.seoNickname) };
  return [
    { ...filed, name: `${hotel.code} welcome banner`, images: hotel.photos.slice(0, 1).map((photo) => ({ imageFile: photo.url, altText: `Welcome to ${hotel.name}` })) },
    {
      ...filed,
      name: `${hotel.code} hotel logo`,
      images: [{ imageFile: `${imagePaths.logos}${brand.code.toLowerCase()}.svg`, altText: `${hotel.name} logo` }],
    },
  ];
}
