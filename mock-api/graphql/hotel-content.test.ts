import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOTELS } from '../seed/fixtures';
import { BRANDS, HOTEL_CONTENT } from '../seed/hotel-content-fixtures';
import { graphQlCalls } from '../testing/graphql-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

const DETAILS = `query HotelDetails($id: ID!) {
  property(id: $id) {
    id
    description
    amenities { name }
    details { checkInTime checkOutTime roomCount petPolicy parking }
    media { primaryImage { url } photos { url alternateDescription } hotelLogo { imageSrc alternateDescription isPrimary defaultImage } }
    guestReviews(first: 20) { id author rating title text stayedOn }
  }
}`;

const ALERTS = `query HotelAlerts($id: ID!) { property(id: $id) { alerts { id message startsOn endsOn } } }`;
const REVIEWS = `query HotelGuestReviews($id: ID!, $first: Int!) { property(id: $id) { guestReviews(first: $first) { id author } } }`;
const DEFAULT_REVIEWS = `query HotelGuestReviews($id: ID!) { property(id: $id) { guestReviews { id } } }`;

type Details = {
  description: string;
  amenities: { name: string }[];
  details: Record<string, unknown>;
  media: { primaryImage: { url: string }; photos: { url: string; alternateDescription: string }[]; hotelLogo: unknown };
  guestReviews: { author: string; rating: number; stayedOn: string }[];
};

describe('hotel content of every fixture hotel', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(HOTELS.map((hotel) => [hotel.code, hotel] as const))('%s answers its description, amenities, details, photos, logo and reviews', async (code, hotel) => {
    const content = HOTEL_CONTENT[code]!;
    const brand = BRANDS.find((candidate) => candidate.code === hotel.brandCode)!;
    const { status, body } = await graphQlCalls(api).post('HotelDetails', DETAILS, { id: code.toLowerCase() });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const property = body.data?.property as Details;
    expect(property.description).toBe(content.description);
    expect(property.amenities.map((amenity) => amenity.name)).toEqual([...hotel.amenities].sort());
    expect(property.details).toEqual({
      checkInTime: content.checkInTime,
      checkOutTime: content.checkOutTime,
      roomCount: content.roomCount,
      petPolicy: content.petPolicy,
      parking: content.parking,
    });
    expect(property.media.photos).toEqual(hotel.photos.map((photo) => ({ url: photo.url, alternateDescription: photo.caption })));
    expect(property.media.primaryImage.url).toBe(`/images/hotels/${code.toLowerCase()}-1.svg`);
    expect(property.media.hotelLogo).toEqual({
      imageSrc: `/images/logos/${brand.code.toLowerCase()}-alternate.svg`,
      alternateDescription: `${brand.wordmark} logo, reversed`,
      isPrimary: false,
      defaultImage: false,
    });
    const newestFirst = [...content.reviews].sort((a, b) => a.postedDaysBeforeSeeding - b.postedDaysBeforeSeeding);
    expect(property.guestReviews.map((review) => review.author)).toEqual(newestFirst.map((review) => review.author));
    for (const review of property.guestReviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.stayedOn).toMatch(/^\d{4}-\d{2}-01$/);
    }
  });

  it('lists NYCTS’s notice in force today, not the one that ended, nor DXBBG’s that has not started', async () => {
    const alerts = async (id: string) => ((await graphQlCalls(api).post('HotelAlerts', ALERTS, { id })).body.data?.property as { alerts: { message: string }[] }).alerts;
    expect((await alerts('NYCTS')).map((alert) => alert.message)).toEqual([HOTEL_CONTENT.NYCTS!.alerts[0]!.message]);
    expect(await alerts('DXBBG')).toEqual([]);
    expect(await alerts('LONKX')).toEqual([]);
  });

  it('gives LONKX exactly its three reviews, and ten at most by default', async () => {
    const lonkx = await graphQlCalls(api).post('HotelGuestReviews', REVIEWS, { id: 'LONKX', first: 20 });
    expect((lonkx.body.data?.property as { guestReviews: unknown[] }).guestReviews).toHaveLength(3);
    const nycts = await graphQlCalls(api).post('HotelGuestReviews', DEFAULT_REVIEWS, { id: 'NYCTS' });
    expect((nycts.body.data?.property as { guestReviews: unknown[] }).guestReviews).toHaveLength(6);
  });

  it.each([1, 2, 20])('answers at most first = %i reviews', async (first) => {
    const { body } = await graphQlCalls(api).post('HotelGuestReviews', REVIEWS, { id: 'NYCTS', first });
    expect((body.data?.property as { guestReviews: unknown[] }).guestReviews).toHaveLength(Math.min(first, 6));
  });

  it.each([0, -1, 21, 1000])('refuses first = %i with BAD_USER_INPUT naming the field', async (first) => {
    const { status, body } = await graphQlCalls(api).post('HotelGuestReviews', REVIEWS, { id: 'NYCTS', first });
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({ message: `first must be a whole number from 1 to 20, got ${first}.`, extensions: { code: 'BAD_USER_INPUT', field: 'first' } }),
    ]);
  });
});

describe('alerts by the request’s clock', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('lists the notices whose first and last days surround the hotel’s today, newest first (then last filed first)', async () => {
    // 00:30 on 15 June in London (BST) while UTC still has the 14th: the hotel's day decides.
    api = await startTestApi({ clock: () => new Date('2030-06-14T23:30:00Z') });
    await api.db.exec(`insert into hotel_alerts (hotel_code, message, starts_on, ends_on) values
      ('LONKX', 'ended yesterday', '2030-05-01', '2030-06-14'),
      ('LONKX', 'ends today', '2030-06-01', '2030-06-15'),
      ('LONKX', 'starts tomorrow', '2030-06-16', '2030-07-01'),
      ('SHAPD', 'another hotel', '2030-06-01', '2030-06-30')`);
    // Ids of different lengths on the same day: they must order as numbers (1000 after 900), not as text.
    await api.db.exec(`insert into hotel_alerts (id, hotel_code, message, starts_on, ends_on) overriding system value values
      (900, 'LONKX', 'starts today, filed earlier', '2030-06-15', '2030-06-30'),
      (1000, 'LONKX', 'starts today, filed later', '2030-06-15', '2030-06-20')`);
    const { body } = await graphQlCalls(api).post('HotelAlerts', ALERTS, { id: 'LONKX' });
    const alerts = (body.data?.property as { alerts: { message: string; startsOn: string; endsOn: string }[] }).alerts;
    expect(alerts.map(({ message, startsOn, endsOn }) => ({ message, startsOn, endsOn }))).toEqual([
      { message: 'starts today, filed later', startsOn: '2030-06-15', endsOn: '2030-06-20' },
      { message: 'starts today, filed earlier', startsOn: '2030-06-15', endsOn: '2030-06-30' },
      { message: 'ends today', startsOn: '2030-06-01', endsOn: '2030-06-15' },
    ]);
  });
});
