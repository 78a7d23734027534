/** The demo data every fresh database starts with; docs/demo-data.md and the tests rely on it (contract). */
import { hostPaths } from '../../shared/domain/paths';
import { hotelPhotos as photos, type HotelFixture } from './hotel-fixture';
import { WORLD_HOTELS } from './world-hotel-fixtures';

export type { HotelFixture } from './hotel-fixture';

export const DEMO_PASSWORD = 'Stay#Well2026';

export type MemberFixture = {
  consumerId: string;
  memberNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  tier: 'Member' | 'Silver' | 'Gold' | 'Platinum' | 'Titanium' | 'Ambassador';
  travelAgentProgramme?: 'travelAgent';
  savedHotelCodes?: string[];
  /** Two-step verification: codes by e-mail (to the member's address) and/or to this phone. */
  mfa?: { email: boolean; phone?: string };
  /** Spec 3 guest profile: what the guest-info form prefills for this member (migration 0008). */
  profile?: MemberProfileFixture;
  /** False for a member who joined at a hotel and has no password yet: they activate their online account first. */
  hasOnlineAccount?: boolean;
};

export type MemberProfileFixture = {
  title: string;
  /** In E.164, as the API stores phones. */
  phone: string;
  address: { line1: string; line2: string | null; city: string; stateProvinceCode: string | null; countryCode: string; postalCode: string | null };
};

export const MEMBERS: MemberFixture[] = [
  {
    consumerId: 'C1000001',
    memberNumber: '100000001',
    email: 'ava.morgan@example.com',
    firstName: 'Ava',
    lastName: 'Morgan',
    tier: 'Gold',
    profile: {
      title: 'MS',
      phone: '+12125550147',
      address: { line1: '350 West 42nd Street', line2: 'Apt 12B', city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10036' },
    },
  },
  {
    consumerId: 'C1000002',
    memberNumber: '100000002',
    email: 'liam.chen@example.com',
    firstName: 'Liam',
    lastName: 'Chen',
    tier: 'Platinum',
    savedHotelCodes: ['NYCTS', 'LONKX'],
    profile: {
      title: 'MR',
      phone: '+14165550188',
      address: { line1: '200 Front Street West', line2: null, city: 'Toronto', stateProvinceCode: 'ON', countryCode: 'CA', postalCode: 'M5V 3K2' },
    },
  },
  {
    consumerId: 'C1000003',
    memberNumber: '100000003',
    email: 'sofia.reyes@example.com',
    firstName: 'Sofia',
    lastName: 'Reyes',
    tier: 'Member',
    travelAgentProgramme: 'travelAgent',
    profile: {
      title: 'MS',
      phone: '+525555550123',
      address: { line1: 'Avenida Paseo de la Reforma 325', line2: null, city: 'Ciudad de México', stateProvinceCode: 'CMX', countryCode: 'MX', postalCode: '06500' },
    },
  },
  {
    consumerId: 'C1000004',
    memberNumber: '100000004',
    email: 'noah.patel@example.com',
    firstName: 'Noah',
    lastName: 'Patel',
    tier: 'Silver',
    mfa: { email: true, phone: '+1 415 555 0142' },
  },
  {
    consumerId: 'C1000005',
    memberNumber: '100000005',
    email: 'emma.walsh@example.com',
    firstName: 'Emma',
    lastName: 'Walsh',
    tier: 'Titanium',
    // At the limit of 20 (MAX_SAVED_PROPERTIES): every fixture hotel but LONKX and SHAPD, so saving
    // either of those is the refused 21st.
    savedHotelCodes: [
      'NYCTS', 'DXBBG', 'BKKRV', 'PAROP', 'TYOGZ', 'SYDCQ', 'YTOFD', 'MEXRF', 'SAOPL', 'CPTVW',
      'SINMB', 'ROMSP', 'BERMT', 'CHIMM', 'SFOUS', 'SELGN', 'ISTTK', 'LISCH', 'AMSCR', 'BOMBC',
    ],
  },
  // The forgot-password journeys change her password, so no other journey signs in as her.
  {
    consumerId: 'C1000006',
    memberNumber: '100000006',
    email: 'olivia.grant@example.com',
    firstName: 'Olivia',
    lastName: 'Grant',
    tier: 'Member',
  },
  // Joined at the front desk in Tokyo: a member number, no online account until she activates one.
  {
    consumerId: 'C1000007',
    memberNumber: '100000007',
    email: 'grace.lin@example.com',
    firstName: 'Grace',
    lastName: 'Lin',
    tier: 'Member',
    hasOnlineAccount: false,
  },
];

export type SweepstakesFixture = {
  clientId: string;
  title: string;
  buttonLabel: string;
  joinPath: string;
  /** The window, in days from the day of seeding. */
  startsDaysFromSeeding: number;
  endsDaysFromSeeding: number;
};

export const SWEEPSTAKES: SweepstakesFixture[] = [
  {
    clientId: 'summer-escape',
    title: 'Enter the Summer Escape sweepstakes',
    buttonLabel: 'Join and enter',
    joinPath: hostPaths.joinNow.path,
    startsDaysFromSeeding: -1,
    endsDaysFromSeeding: 365,
  },
];

export const HOTELS: HotelFixture[] = [
  {
    code: 'NYCTS',
    timeZone: 'America/New_York',
    housekeepingPlan: 'A',
    seoNickname: 'nycts-portico-times-square',
    name: 'Portico Times Square',
    brandCode: 'MC',
    addressLine1: '1535 Broadway',
    city: 'New York',
    stateProvince: { code: 'NY', name: 'New York' },
    country: { code: 'US', name: 'USA' },
    postalCode: '10036',
    latitude: 40.758,
    longitude: -73.9855,
    phone: '+1 212-398-1900',
    currency: 'USD',
    stars: 4.5,
    reviewCount: 1250,
    photos: photos('NYCTS', ['Lobby atrium', 'King guest room', 'View over Times Square']),
    amenities: ['Fitness centre', 'Free Wi-Fi', 'Restaurant', 'Business centre'],
  },
  {
    code: 'LONKX',
    timeZone: 'Europe/London',
    housekeepingPlan: 'A',
    seoNickname: 'lonkx-portico-london-kings-cross',
    name: "Portico London King's Cross",
    brandCode: 'MC',
    addressLine1: '1 Pancras Road',
    city: 'London',
    country: { code: 'GB', name: 'United Kingdom' },
    postalCode: 'N1C 4AG',
    latitude: 51.5334,
    longitude: -0.1262,
    phone: '+44 20 7123 4567',
    currency: 'GBP',
    stars: 4,
    reviewCount: 3,
    photos: photos('LONKX', ['Entrance on Pancras Road', 'Double guest room']),
    amenities: ['Free Wi-Fi', 'Bar', 'Fitness centre'],
  },
  {
    code: 'SHAPD',
    timeZone: 'Asia/Shanghai',
    seoNickname: 'shapd-portico-shanghai-pudong',
    name: 'Portico Shanghai Pudong',
    brandCode: 'MC',
    addressLine1: '88 Century Avenue',
    city: 'Shanghai',
    country: { code: 'CN', name: 'China' },
    postalCode: '200120',
    latitude: 31.2363,
    longitude: 121.5029,
    phone: '+86 21 5049 1234',
    currency: 'CNY',
    stars: 4,
    reviewCount: 310,
    photos: photos('SHAPD', ['Skyline view', 'Executive lounge', 'Indoor pool']),
    amenities: ['Indoor pool', 'Spa', 'Executive lounge', 'Free Wi-Fi'],
  },
  {
    code: 'DXBBG',
    timeZone: 'Asia/Dubai',
    seoNickname: 'dxbbg-jewel-resort-dubai',
    name: 'Jewel Resort Dubai',
    brandCode: 'BG',
    addressLine1: 'Jumeira Bay Island',
    city: 'Dubai',
    country: { code: 'AE', name: 'United Arab Emirates' },
    postalCode: '00000',
    latitude: 25.2106,
    longitude: 55.2432,
    phone: '+971 4 777 5555',
    currency: 'AED',
    stars: 5,
    reviewCount: 88,
    photos: photos('DXBBG', ['Beach villa', 'Marina at dusk', 'Spa pool']),
    amenities: ['Private beach', 'Spa', 'Marina', 'Fine dining'],
  },
  {
    code: 'BKKRV',
    timeZone: 'Asia/Bangkok',
    seoNickname: 'bkkrv-portico-bangkok-riverside',
    name: 'Portico Bangkok Riverside',
    brandCode: 'MC',
    addressLine1: '257 Charoennakorn Road',
    city: 'Bangkok',
    country: { code: 'TH', name: 'Thailand' },
    postalCode: '10600',
    latitude: 13.7234,
    longitude: 100.4955,
    phone: '+66 2 476 0022',
    currency: 'THB',
    stars: 4,
    reviewCount: 540,
    photos: photos('BKKRV', ['River terrace', 'Deluxe room with river view']),
    amenities: ['Outdoor pool', 'River shuttle', 'Free Wi-Fi', 'Spa'],
  },
  // The five above first: the docs and the tests name them.
  ...WORLD_HOTELS,
];
