import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../seed/reservation-fixtures';
import { graphQlCalls } from '../testing/graphql-calls';
import { reservationCalls, seedingDayNoon, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';

const MY_TRIPS = `query MyTrips {
  trips {
    upcoming { ...Trip }
    past { ...Trip }
    cancelled { ...Trip }
  }
}
fragment Trip on Order { checkInDate property { id } items { basicInformation { confirmationNumber } status } }`;

type Trip = { checkInDate: string; property: { id: string }; items: { basicInformation: { confirmationNumber: string }; status: string }[] };
type Trips = { upcoming: Trip[]; past: Trip[]; cancelled: Trip[] };

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let clock: TestClock;
let seedDay: string;

beforeEach(async () => {
  ({ api, calls, clock, seedDay } = await startReservationTestApi());
});
afterEach(() => api.close());

async function tripsOf(cookie?: string): Promise<Trips | null> {
  const { status, body } = await graphQlCalls(api).post('MyTrips', MY_TRIPS, {}, cookie ? { cookie } : {});
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data?.trips as Trips | null;
}

/** Each list as the first room's confirmation number of each order. */
const firstRooms = (trips: Trips | null) =>
  trips && {
    upcoming: trips.upcoming.map((trip) => trip.items[0]?.basicInformation.confirmationNumber),
    past: trips.past.map((trip) => trip.items[0]?.basicInformation.confirmationNumber),
    cancelled: trips.cancelled.map((trip) => trip.items[0]?.basicInformation.confirmationNumber),
  };

describe('trips', () => {
  it('gives Ava her upcoming, past and cancelled stays', async () => {
    expect(firstRooms(await tripsOf(await calls.sessionOf('ava.morgan@example.com')))).toEqual({
      upcoming: [N.avaUpcoming],
      past: [N.avaPast],
      cancelled: [N.avaCancelled],
    });
  });

  it('gives Liam his upcoming stays soonest first, the one in house among them', async () => {
    const trips = await tripsOf(await calls.sessionOf('liam.chen@example.com'));
    expect(firstRooms(trips)).toEqual({
      upcoming: [N.liamInHouse, N.liamCheckedInOnline, N.liamLondonRoom1, N.liamNewYorkRoom1],
      past: [N.liamPast],
      cancelled: [N.liamCancelled],
    });
    expect(trips?.upcoming.map((trip) => trip.property.id)).toEqual(['SHAPD', 'BKKRV', 'LONKX', 'NYCTS']);
    expect(trips?.upcoming[2]?.items).toHaveLength(2);
  });

  it('lists past stays latest first once their days are over', async () => {
    clock.now = seedingDayNoon(seedDay, 70);
    expect(firstRooms(await tripsOf(await calls.sessionOf('liam.chen@example.com')))).toEqual({
      upcoming: [],
      past: [N.liamNewYorkRoom1, N.liamLondonRoom1, N.liamCheckedInOnline, N.liamInHouse, N.liamPast],
      cancelled: [N.liamCancelled],
    });
  });

  it('keeps an order with one room cancelled upcoming, and moves it to cancelled once every room is', async () => {
    const liam = await calls.sessionOf('liam.chen@example.com');
    expect((await calls.cancel([N.liamNewYorkRoom1], 1, liam)).status[0]?.code).toBe('SUCCESS');
    const partly = await tripsOf(liam);
    expect(firstRooms(partly)?.upcoming).toContain(N.liamNewYorkRoom1);
    expect(partly?.upcoming.find((trip) => trip.property.id === 'NYCTS')?.items.map((room) => room.status)).toEqual(['CANCELLED', 'CONFIRMED']);
    expect((await calls.cancel([N.liamNewYorkRoom2], 2, liam)).status[0]?.code).toBe('SUCCESS');
    expect(firstRooms(await tripsOf(liam))).toMatchObject({
      upcoming: [N.liamInHouse, N.liamCheckedInOnline, N.liamLondonRoom1],
      cancelled: [N.liamCancelled, N.liamNewYorkRoom1],
    });
  });

  it('leaves out stays the member only looked up, and is null for a visitor, even one with lookups', async () => {
    const grant = await calls.grantFor(N.avaUpcoming, 'Morgan');
    expect(await tripsOf(grant)).toBeNull();
    expect(await tripsOf()).toBeNull();
    const liamTrips = await tripsOf(`${await calls.sessionOf('liam.chen@example.com')}; ${grant}`);
    expect(firstRooms(liamTrips)?.upcoming).not.toContain(N.avaUpcoming);
  });

  it('is empty for a member who has booked nothing', async () => {
    expect(await tripsOf(await calls.sessionOf('sofia.reyes@example.com'))).toEqual({ upcoming: [], past: [], cancelled: [] });
  });
});
