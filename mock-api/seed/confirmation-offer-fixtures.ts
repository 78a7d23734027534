/**
 * The confirmation page's offers as first seeded (spec 7 co-brand credit card, cross-sell, upsell; spec
 * 4 travel-insurance mini card). After seeding they are content: edited in `confirmation_offers`, never
 * here, and a database that has them keeps its edits. `hotelCode` null is the chain's offer; a hotel's
 * own offer of a kind replaces the chain's.
 */
export type ConfirmationOfferFixture = {
  id: string;
  kind: 'COBRAND_CREDIT_CARD' | 'CROSS_SELL' | 'UPSELL' | 'TRAVEL_INSURANCE';
  hotelCode: string | null;
  heading: string;
  body: string;
  callToAction: string;
  href: string;
  imagePath: string | null;
  sortOrder: number;
};

export const CONFIRMATION_OFFERS: readonly ConfirmationOfferFixture[] = [
  {
    id: 'portico-rewards-card',
    kind: 'COBRAND_CREDIT_CARD',
    hotelCode: null,
    heading: 'The Portico Rewards credit card',
    body: 'Earn 3 points for every dollar spent at Portico hotels, 1 point everywhere else, and a free night every card year. No annual fee in the first year.',
    callToAction: 'Learn about the card',
    href: 'https://cards.portico-partner.example/rewards-card',
    imagePath: null,
    sortOrder: 10,
  },
  {
    id: 'next-stay',
    kind: 'CROSS_SELL',
    hotelCode: null,
    heading: 'Plan your next stay',
    body: 'Members save 9 % with the member rate at every Portico hotel, and earn points on every night.',
    callToAction: 'Find a hotel',
    href: '/reservation/availability.mi',
    imagePath: null,
    sortOrder: 20,
  },
  {
    id: 'dubai-desert-evening',
    kind: 'CROSS_SELL',
    hotelCode: 'DXBBG',
    heading: 'An evening in the desert',
    body: 'Our concierge books a desert drive with dinner under the stars for guests of Jewel Resort Dubai, with pick-up at the resort.',
    callToAction: 'See the evening',
    href: 'https://experiences.jewel-partner.example/dubai-desert-evening',
    imagePath: null,
    sortOrder: 20,
  },
  {
    id: 'trips-and-upgrades',
    kind: 'UPSELL',
    hotelCode: null,
    heading: 'Make more of this stay',
    body: 'Add a room, request a Suite Night Award or check in online from My trips before you arrive.',
    callToAction: 'Go to My trips',
    href: '/loyalty/findReservationList.mi',
    imagePath: null,
    sortOrder: 30,
  },
  {
    id: 'trip-protection',
    kind: 'TRAVEL_INSURANCE',
    hotelCode: null,
    heading: 'Protect this trip',
    body: 'Portico Trip Protection covers cancellation and interruption of your stay, with 24-hour travel assistance.',
    callToAction: 'About Trip Protection',
    href: 'https://insurance.portico-partner.example/trip-protection',
    imagePath: null,
    sortOrder: 40,
  },
];
