import type { HotelContentFixture } from './hotel-content-fixtures';

/**
 * Content of the hotels in `world-hotel-fixtures.ts`, in the same shape as the first five's
 * (`HOTEL_CONTENT` lists both). Dates are days from the day of seeding.
 */

const PAROP: HotelContentFixture = {
  description:
    'Portico Paris Opéra fills a Haussmann building on Rue Auber, across the street from the Palais Garnier ' +
    'and a short walk from the Galeries Lafayette. The rooftop bar looks over the Opéra dome to Montmartre.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 186,
  petPolicy: 'Small dogs up to 10 kg are welcome for a fee of EUR 40 a night.',
  parking: 'Valet parking in the Edouard VII car park, EUR 55 a day.',
  alerts: [],
  reviews: [
    { author: 'Camille B.', rating: 5, title: 'A view of the Opéra', text: 'Our balcony looked straight at the Palais Garnier. Breakfast was excellent.', postedDaysBeforeSeeding: 8 },
    { author: 'Mark J.', rating: 4, title: 'Elegant and central', text: 'Beautiful rooms and helpful concierge; the lift is tiny, as in most Paris buildings.', postedDaysBeforeSeeding: 23 },
    { author: 'Yuki H.', rating: 5, title: 'Rooftop at dusk', text: 'Cocktails on the roof with Sacré-Cœur on the horizon: unforgettable.', postedDaysBeforeSeeding: 41 },
  ],
};

const TYOGZ: HotelContentFixture = {
  description:
    'Portico Tokyo Ginza stands one street back from Chuo-dori, among the department stores and galleries of ' +
    'Ginza, five minutes on foot from Ginza station. Guests end the day in the public bath on the top floor.',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  roomCount: 264,
  petPolicy: 'Pets are not allowed.',
  parking: 'Limited parking in the building, JPY 4,000 a night; reserve ahead.',
  alerts: [],
  reviews: [
    { author: 'Haruto S.', rating: 5, title: 'Calm in the middle of Ginza', text: 'Spotless room, quiet at night, and the bath after a long walk was perfect.', postedDaysBeforeSeeding: 4 },
    { author: 'Laura M.', rating: 4, title: 'Compact but clever', text: 'The room was small but every centimetre was used well. Great location for shopping.', postedDaysBeforeSeeding: 30 },
  ],
};

const SYDCQ: HotelContentFixture = {
  description:
    'Portico Sydney Circular Quay rises on Macquarie Street between the Royal Botanic Garden and the ferry ' +
    'wharves, with the Opera House and the Harbour Bridge in view from its upper floors and its pool deck.',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  roomCount: 347,
  petPolicy: 'Assistance animals only.',
  parking: 'Valet parking, AUD 70 a night.',
  alerts: [
    { message: 'The pool deck is closed on weekday mornings until 10:00 while the terrace is resurfaced.', startsDaysFromSeeding: -2, endsDaysFromSeeding: 25 },
  ],
  reviews: [
    { author: 'Jack R.', rating: 5, title: 'That harbour view', text: 'We watched the ferries from bed. Walk to the Opera House in five minutes.', postedDaysBeforeSeeding: 6 },
    { author: 'Mei L.', rating: 4, title: 'Great base for the city', text: 'Friendly team and a good breakfast. Rooms facing the street are a little noisier.', postedDaysBeforeSeeding: 18 },
    { author: 'Peter V.', rating: 5, title: 'New Year’s Eve', text: 'Worth every cent for the fireworks from the terrace.', postedDaysBeforeSeeding: 70 },
  ],
};

const YTOFD: HotelContentFixture = {
  description:
    'Portico Toronto Financial District is on Wellington Street West, linked to the PATH walkway, so Union ' +
    'Station, the CN Tower and the Scotiabank Arena are reached without stepping outside in winter.',
  checkInTime: '16:00',
  checkOutTime: '11:00',
  roomCount: 402,
  petPolicy: 'Dogs and cats are welcome for a fee of CAD 75 a stay.',
  parking: 'Self-parking under the hotel, CAD 48 a night.',
  alerts: [],
  reviews: [
    { author: 'Emily T.', rating: 4, title: 'Easy for work', text: 'Walked to my meetings through the PATH all week. Good desk and fast Wi-Fi.', postedDaysBeforeSeeding: 11 },
    { author: 'Raj S.', rating: 4, title: 'Solid downtown choice', text: 'Comfortable beds and a proper indoor pool. Breakfast is pricey.', postedDaysBeforeSeeding: 36 },
  ],
};

const MEXRF: HotelContentFixture = {
  description:
    'Portico Mexico City Reforma overlooks Paseo de la Reforma near the Angel of Independence, between the ' +
    'Zona Rosa and Chapultepec Park. The rooftop pool and the mezcal bar share a terrace above the avenue.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 298,
  petPolicy: 'Dogs up to 15 kg are welcome for a fee of MXN 900 a stay.',
  parking: 'Valet parking, MXN 450 a night.',
  alerts: [],
  reviews: [
    { author: 'Sofía M.', rating: 5, title: 'Rooftop and mezcal', text: 'The terrace at sunset over Reforma is spectacular, and the staff know their mezcal.', postedDaysBeforeSeeding: 9 },
    { author: 'David K.', rating: 4, title: 'Great location', text: 'Easy walks to Chapultepec and Roma. Sunday cycling on Reforma was a bonus.', postedDaysBeforeSeeding: 26 },
  ],
};

const SAOPL: HotelContentFixture = {
  description:
    'Portico São Paulo Paulista stands on Avenida Paulista, a few blocks from MASP and above Trianon-Masp ' +
    'metro station. The heated rooftop pool looks across the skyline of the city’s busiest avenue.',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  roomCount: 356,
  petPolicy: 'Pets are not allowed.',
  parking: 'Valet parking, BRL 80 a day.',
  alerts: [],
  reviews: [
    { author: 'Lucas F.', rating: 4, title: 'Right on Paulista', text: 'Metro at the door and plenty of restaurants around. The pool is a nice surprise.', postedDaysBeforeSeeding: 12 },
    { author: 'Anna P.', rating: 4, title: 'Efficient business stay', text: 'Fast check-in and a quiet executive lounge for calls.', postedDaysBeforeSeeding: 45 },
  ],
};

const CPTVW: HotelContentFixture = {
  description:
    'Portico Cape Town Waterfront sits on Dock Road at the edge of the working harbour, with Table Mountain ' +
    'behind it and the restaurants and ferries of the Waterfront a few minutes away on foot.',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  roomCount: 214,
  petPolicy: 'Pets are not allowed.',
  parking: 'Free self-parking for hotel guests.',
  alerts: [],
  reviews: [
    { author: 'Thandi N.', rating: 5, title: 'Mountain from the pool', text: 'Swimming with Table Mountain in front of you never gets old.', postedDaysBeforeSeeding: 5 },
    { author: 'George A.', rating: 4, title: 'Handy for Robben Island', text: 'A short walk to the ferry; ask for a harbour-facing room.', postedDaysBeforeSeeding: 21 },
    { author: 'Ines C.', rating: 4, title: 'Lovely spa', text: 'The spa was calm and the dockside restaurant served great fish.', postedDaysBeforeSeeding: 52 },
  ],
};

const SINMB: HotelContentFixture = {
  description:
    'Portico Singapore Marina Bay faces the bay from Raffles Avenue, beside the Esplanade and a short walk ' +
    'from the Merlion. The infinity pool and the club lounge look over the water to the city’s skyline.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 515,
  petPolicy: 'Pets are not allowed.',
  parking: 'Self-parking in the hotel car park, SGD 45 a day.',
  alerts: [
    { message: 'The infinity pool closes from 19:00 to 21:00 on Saturdays for the bay’s light show rehearsals.', startsDaysFromSeeding: -7, endsDaysFromSeeding: 40 },
  ],
  reviews: [
    { author: 'Wei Ling T.', rating: 5, title: 'The pool!', text: 'The infinity pool at night with the skyline lit up is unbeatable.', postedDaysBeforeSeeding: 3 },
    { author: 'Andrew B.', rating: 5, title: 'Club lounge worth it', text: 'Evening canapés and the best view of the bay. Very attentive staff.', postedDaysBeforeSeeding: 17 },
    { author: 'Nadia R.', rating: 4, title: 'Great but busy', text: 'Wonderful hotel, though breakfast gets crowded after 8.', postedDaysBeforeSeeding: 39 },
  ],
};

const ROMSP: HotelContentFixture = {
  description:
    'Portico Rome Spanish Steps occupies a palazzo on Via Sistina, at the top of the Spanish Steps, with a ' +
    'roof garden that looks across the domes of the historic centre to St Peter’s.',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  roomCount: 96,
  petPolicy: 'Small pets are welcome on request.',
  parking: 'No parking at the hotel; valet to a nearby garage, EUR 45 a day.',
  alerts: [],
  reviews: [
    { author: 'Giulia R.', rating: 5, title: 'Rome at our feet', text: 'The roof garden at sunset is magical, and breakfast in the courtyard was lovely.', postedDaysBeforeSeeding: 10 },
    { author: 'Michael S.', rating: 4, title: 'Perfect location', text: 'Everything within walking distance. Classic rooms are small but charming.', postedDaysBeforeSeeding: 34 },
  ],
};

const BERMT: HotelContentFixture = {
  description:
    'Portico Berlin Mitte is on Friedrichstraße, between Unter den Linden and Gendarmenmarkt, a short walk ' +
    'from the Brandenburg Gate and Museum Island. The sauna and the courtyard bar round off a day in the city.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 241,
  petPolicy: 'Dogs are welcome for a fee of EUR 25 a night.',
  parking: 'Underground parking, EUR 32 a day.',
  alerts: [],
  reviews: [
    { author: 'Lena K.', rating: 4, title: 'Ideal for sightseeing', text: 'Walked to the Brandenburg Gate and Museum Island. Quiet courtyard rooms.', postedDaysBeforeSeeding: 7 },
    { author: 'Tom H.', rating: 4, title: 'Good value', text: 'Comfortable beds, a good sauna and friendly staff at the bar.', postedDaysBeforeSeeding: 28 },
  ],
};

const CHIMM: HotelContentFixture = {
  description:
    'Portico Chicago Magnificent Mile stands on North Michigan Avenue, steps from the river and the ' +
    'Wrigley Building, with Lake Michigan in view from the upper floors and an indoor pool for winter days.',
  checkInTime: '16:00',
  checkOutTime: '11:00',
  roomCount: 1192,
  petPolicy: 'Dogs up to 25 kg are welcome for a fee of USD 100 a stay.',
  parking: 'Valet parking, USD 72 a night.',
  alerts: [],
  reviews: [
    { author: 'Karen D.', rating: 4, title: 'Shopping on the doorstep', text: 'Right on the Mile and a short walk to the architecture boat tours.', postedDaysBeforeSeeding: 13 },
    { author: 'Luis G.', rating: 4, title: 'Big hotel, good service', text: 'Check-in queues at peak times, but the lake-view room made up for it.', postedDaysBeforeSeeding: 31 },
    { author: 'Beth W.', rating: 5, title: 'Family favourite', text: 'The kids loved the pool and we loved the deep-dish pizza nearby.', postedDaysBeforeSeeding: 58 },
  ],
};

const SFOUS: HotelContentFixture = {
  description:
    'Portico San Francisco Union Square is on Powell Street, where the cable cars climb towards Nob Hill, a ' +
    'block from Union Square’s shops and theatres. The lounge has a fire lit on foggy evenings.',
  checkInTime: '16:00',
  checkOutTime: '11:00',
  roomCount: 330,
  petPolicy: 'Dogs are welcome for a fee of USD 75 a stay.',
  parking: 'Valet parking only, USD 68 a night.',
  alerts: [],
  reviews: [
    { author: 'Olivia N.', rating: 4, title: 'Cable cars at the door', text: 'We rode the cable car straight to Fisherman’s Wharf. Rooms are compact.', postedDaysBeforeSeeding: 8 },
    { author: 'Sam C.', rating: 4, title: 'Cosy lounge', text: 'The fireplace lounge was a treat after a foggy day out.', postedDaysBeforeSeeding: 37 },
  ],
};

const SELGN: HotelContentFixture = {
  description:
    'Portico Seoul Gangnam stands on Teheran-ro, above Samseong station and beside the COEX convention centre ' +
    'and mall. The indoor pool and the executive lounge look out over Gangnam towards the Han River.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 378,
  petPolicy: 'Pets are not allowed.',
  parking: 'Free self-parking for hotel guests.',
  alerts: [],
  reviews: [
    { author: 'Ji-woo P.', rating: 5, title: 'Perfect for COEX', text: 'Walked to the convention centre in two minutes. Excellent breakfast buffet.', postedDaysBeforeSeeding: 6 },
    { author: 'Hannah S.', rating: 4, title: 'Modern and comfortable', text: 'Great pool and lounge. The subway under the hotel makes the city easy.', postedDaysBeforeSeeding: 25 },
  ],
};

const ISTTK: HotelContentFixture = {
  description:
    'Portico Istanbul Taksim is on Cumhuriyet Caddesi, a few minutes from Taksim Square and İstiklal Avenue, ' +
    'with a rooftop restaurant looking down to the Bosphorus and a traditional hammam in the spa.',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  roomCount: 233,
  petPolicy: 'Pets are not allowed.',
  parking: 'Valet parking, TRY 750 a day.',
  alerts: [
    { message: 'The rooftop restaurant serves dinner only while its kitchen is refitted; breakfast moves to the lobby café.', startsDaysFromSeeding: -4, endsDaysFromSeeding: 18 },
  ],
  reviews: [
    { author: 'Elif Y.', rating: 5, title: 'Bosphorus at breakfast', text: 'The terrace view is stunning and the hammam was the best part of our stay.', postedDaysBeforeSeeding: 9 },
    { author: 'Chris P.', rating: 4, title: 'Lively area', text: 'Close to everything on İstiklal; ask for a room on a higher floor.', postedDaysBeforeSeeding: 33 },
  ],
};

const LISCH: HotelContentFixture = {
  description:
    'Portico Lisbon Chiado sits on Rua Garrett among the cafés and bookshops of Chiado, between Bairro Alto ' +
    'and the Baixa. Its terrace bar looks over the rooftops to the Tagus.',
  checkInTime: '15:00',
  checkOutTime: '12:00',
  roomCount: 88,
  petPolicy: 'Small pets are welcome for a fee of EUR 20 a night.',
  parking: 'No parking at the hotel; the Camões car park is a three-minute walk.',
  alerts: [],
  reviews: [
    { author: 'Inês S.', rating: 5, title: 'Heart of Chiado', text: 'Lovely tiled lobby, friendly staff, and the terrace at sunset is special.', postedDaysBeforeSeeding: 5 },
    { author: 'Robert L.', rating: 4, title: 'Hilly but worth it', text: 'Great location; wear good shoes, Lisbon is steep. Quiet rooms at the back.', postedDaysBeforeSeeding: 22 },
    { author: 'Marta V.', rating: 4, title: 'Charming', text: 'Small hotel with big personality. The bicycles were a fun extra.', postedDaysBeforeSeeding: 47 },
  ],
};

const AMSCR: HotelContentFixture = {
  description:
    'Portico Amsterdam Canal Ring joins three seventeenth-century canal houses on the Herengracht, a short ' +
    'walk from Dam Square and the Nine Streets, with a garden lounge hidden behind them.',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  roomCount: 74,
  petPolicy: 'Dogs are welcome for a fee of EUR 30 a night.',
  parking: 'No parking at the hotel; the Q-Park De Kolk garage is a ten-minute walk.',
  alerts: [],
  reviews: [
    { author: 'Sanne de V.', rating: 5, title: 'Living on a canal', text: 'Waking up to the Herengracht outside our window was a dream.', postedDaysBeforeSeeding: 4 },
    { author: 'James O.', rating: 4, title: 'Steep stairs, great stay', text: 'Typical canal-house stairs, but there is a lift too. Lovely garden.', postedDaysBeforeSeeding: 29 },
  ],
};

const BOMBC: HotelContentFixture = {
  description:
    'Portico Mumbai Bandra Kurla stands in the Bandra Kurla Complex business district, twenty minutes from ' +
    'the airport and close to the Jio World Centre, with a spa and a pool set among cabanas.',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  roomCount: 301,
  petPolicy: 'Pets are not allowed.',
  parking: 'Free valet parking for hotel guests.',
  alerts: [],
  reviews: [
    { author: 'Arjun M.', rating: 5, title: 'Best in BKC', text: 'Impeccable service and a superb breakfast. Ideal for meetings in BKC.', postedDaysBeforeSeeding: 7 },
    { author: 'Sarah J.', rating: 4, title: 'Calm oasis', text: 'The pool cabanas were a welcome escape from the city heat.', postedDaysBeforeSeeding: 24 },
  ],
};

/** Content of each hotel in `WORLD_HOTELS`, by property code. */
export const WORLD_HOTEL_CONTENT: Record<string, HotelContentFixture> = {
  PAROP,
  TYOGZ,
  SYDCQ,
  YTOFD,
  MEXRF,
  SAOPL,
  CPTVW,
  SINMB,
  ROMSP,
  BERMT,
  CHIMM,
  SFOUS,
  SELGN,
  ISTTK,
  LISCH,
  AMSCR,
  BOMBC,
};
