import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { suiteNightAwardConfirmationOpens, suiteNightAwardCutoff } from '../../../shared/domain/suite-night-awards';
import { hotelTimeOn } from '../../../shared/time/hotel-day';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { leaveRoomsFree } from '../../testing/leave-rooms-free';
import { modifyCalls } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { awardNightsBalance } from './award-nights';
import { decideSuiteNightAwards } from './decide-awards';

let api: TestApi;
let calls: ReturnType<typeof reservationCalls>;
let manage: ReturnType<typeof modifyCalls>;
let clock: TestClock;
let liam: string;
let liamId: string;
let roomArrival: string;

beforeEach(async () => {
  ({ api, calls, clock } = await startReservationTestApi());
  manage = modifyCalls(api);
  liam = await calls.sessionOf('liam.chen@example.com');
  liamId = (await api.db.query<{ id: string }>(`select id::text from members where email = 'liam.chen@example.com'`)).rows[0]!.id;
  // Seeded on London's day, which near midnight UTC is not New York's (the seeding day the helper reads).
  roomArrival = (await api.db.query<{ day: string }>(`select to_char(check_in, 'YYYY-MM-DD') as day from reservations where confirmation_number = $1`, [ROOM])).rows[0]!.day;
});
afterEach(() => api.close());

const codeOf = (result: { status: { code: string }[] }) => result.status[0]?.code;
// Liam's London room 2 (LONKX, Europe/London): 3 nights from 14 days after seeding, a twin room, no request yet.
const ROOM = N.liamLondonRoom2;
const arrival = () => roomArrival;
const stayNights = () => [arrival(), addDays(arrival(), 1), addDays(arrival(), 2)];
// How many suites the seed leaves free follows the day of the year; each test says what it needs.
const leaveSuitesFree = (free: number) => leaveRoomsFree(api.db, 'LONKX', stayNights(), free, ['STES']);
const suiteSold = async () =>
  (
    await api.db.query<{ sold: number }>(`select rooms_sold as sold from room_inventory where hotel_code = 'LONKX' and room_type_code = 'STES' and night = any($1::date[]) order by night`, [
      stayNights(),
    ])
  ).rows.map((row) => row.sold);

async function request() {
  const revision = (await manage.awardOffer(ROOM, liam))!.orderRevisionNumber;
  return manage.requestAward({ confirmationNumber: ROOM, orderRevisionNumber: revision }, liam);
}

describe('asking for a Suite Night Award', () => {
  it('tells the member the nights it takes, their nights and the cutoff in the hotel’s time', async () => {
    const { offer } = (await manage.awardOffer(ROOM, liam))!;
    // 10 nights, less the 3 each of the London room 1 request and the Shanghai suite.
    expect(offer).toEqual({
      nightsNeeded: 3,
      balance: 4,
      cutoff: suiteNightAwardCutoff(arrival(), 'Europe/London').toISOString(),
      hotelTimeZone: 'Europe/London',
      canRequest: true,
      reason: null,
      canRemove: false,
    });
  });

  it('holds the stay’s nights at once and waits for the hotel', async () => {
    const result = await request();
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.order?.items[1]?.suiteNightAward).toBe('REQUESTED');
    expect(await awardNightsBalance(api.db, liamId)).toBe(1);
    expect((await manage.awardOffer(ROOM, liam))?.offer).toMatchObject({ canRequest: false, canRemove: true });
  });

  it('is the member’s alone: a guest with a lookup is refused, a stranger not told', async () => {
    const grant = await calls.grantFor(ROOM, 'Okafor');
    expect(await manage.awardOffer(ROOM, grant)).toMatchObject({ offer: null });
    expect(codeOf(await manage.requestAward({ confirmationNumber: ROOM, orderRevisionNumber: 1 }, grant))).toBe('SNA_NOT_AVAILABLE');
    expect(codeOf(await manage.requestAward({ confirmationNumber: ROOM, orderRevisionNumber: 1 }))).toBe('RESERVATION_NOT_PERMITTED');
  });

  it('refuses after the cutoff, without enough nights, and on a stale revision', async () => {
    expect(codeOf(await manage.requestAward({ confirmationNumber: ROOM, orderRevisionNumber: 9 }, liam))).toBe('STALE_REVISION');
    await api.db.query(`insert into member_suite_night_award_entries (member_id, nights, reason, created_at) values ($1, -2, 'ADJUSTMENT', now())`, [liamId]);
    const short = await request();
    expect(short.status[0]).toMatchObject({ code: 'SNA_NOT_AVAILABLE', messages: { dev: [{ message: 'The stay takes 3 award nights; the member has 2.' }] } });
    await api.db.query(`insert into member_suite_night_award_entries (member_id, nights, reason, created_at) values ($1, 2, 'ADJUSTMENT', now())`, [liamId]);
    clock.now = suiteNightAwardCutoff(arrival(), 'Europe/London');
    liam = await calls.sessionOf('liam.chen@example.com');
    const late = await request();
    expect(late.status[0]).toMatchObject({ code: 'SNA_NOT_AVAILABLE', messages: { dev: [{ message: 'The cutoff, 14:00 hotel time the day before arrival, has passed.' }] } });
  });

  it('removes a request still waiting, and gives its nights back', async () => {
    await request();
    const revision = (await manage.awardOffer(ROOM, liam))!.orderRevisionNumber;
    const result = await manage.removeAward({ confirmationNumber: ROOM, orderRevisionNumber: revision }, liam);
    expect(result.order?.items[1]?.suiteNightAward).toBe('REMOVED');
    expect(await awardNightsBalance(api.db, liamId)).toBe(4);
    expect(codeOf(await manage.removeAward({ confirmationNumber: ROOM, orderRevisionNumber: revision + 1 }, liam))).toBe('SNA_NOT_AVAILABLE');
  });
});

describe('the job that decides requests', () => {
  it('leaves a request alone before the hotel starts confirming, then guarantees it with a free suite: the room becomes the suite', async () => {
    await leaveSuitesFree(2);
    await request();
    const opens = suiteNightAwardConfirmationOpens(arrival(), 'Europe/London');
    const sold = await suiteSold();
    expect(await decideSuiteNightAwards(api.db, new Date(opens.getTime() - 1))).toBe(0);
    // Room 1 of the same order has its own request for the same nights: both are decided, both get a suite.
    expect(await decideSuiteNightAwards(api.db, opens)).toBe(2);
    const room = (await calls.order(ROOM, liam)).data?.reservationOrder as { items: { suiteNightAward: string; product: { inventoryTypeCode: string; name: string } }[] };
    expect(room.items[1]).toMatchObject({ suiteNightAward: 'GUARANTEED', product: { inventoryTypeCode: 'STES', name: 'One-Bedroom Suite' } });
    expect(await suiteSold()).toEqual(sold.map((count) => count + 2));
    // The nights stay spent; a second run finds nothing to do.
    expect(await awardNightsBalance(api.db, liamId)).toBe(1);
    expect(await decideSuiteNightAwards(api.db, opens)).toBe(0);
  });

  it('gives the one suite left to the room that arrives first (then by confirmation number), and keeps the other pending', async () => {
    await leaveSuitesFree(1);
    await request();
    expect(await decideSuiteNightAwards(api.db, suiteNightAwardConfirmationOpens(arrival(), 'Europe/London'))).toBe(2);
    const { rows } = await api.db.query<{ room: string; award: string; type: string }>(
      'select confirmation_number as room, suite_night_award as award, inventory_type_code as type from reservations where confirmation_number = any($1) order by confirmation_number',
      [[N.liamLondonRoom1, ROOM]],
    );
    expect(rows).toEqual([
      { room: N.liamLondonRoom1, award: 'guaranteed', type: 'STES' },
      { room: ROOM, award: 'pending', type: 'TWNS' },
    ]);
    expect(await suiteSold()).toEqual([4, 4, 4]);
  });

  it('keeps a request pending while no suite is free, and denies it at the cutoff, giving the nights back', async () => {
    await request();
    await leaveSuitesFree(0);
    await decideSuiteNightAwards(api.db, suiteNightAwardConfirmationOpens(arrival(), 'Europe/London'));
    expect((await manage.awardOffer(ROOM, liam))?.status).toBe('PENDING');
    const cutoff = suiteNightAwardCutoff(arrival(), 'Europe/London');
    await decideSuiteNightAwards(api.db, new Date(cutoff.getTime() - 1));
    expect((await manage.awardOffer(ROOM, liam))?.status).toBe('PENDING');
    await decideSuiteNightAwards(api.db, cutoff);
    expect((await manage.awardOffer(ROOM, liam))?.status).toBe('DENIED');
    // Both London rooms' requests are denied: 1 left, and 3 nights back for each.
    expect(await awardNightsBalance(api.db, liamId)).toBe(7);
  });

  it('forfeits a guaranteed suite whose guest never came', async () => {
    await leaveSuitesFree(2);
    await request();
    await decideSuiteNightAwards(api.db, suiteNightAwardConfirmationOpens(arrival(), 'Europe/London'));
    const departureDay = hotelTimeOn(addDays(arrival(), 3), 0, 'Europe/London');
    await decideSuiteNightAwards(api.db, departureDay);
    const { rows } = await api.db.query<{ award: string }>('select suite_night_award as award from reservations where confirmation_number = $1', [ROOM]);
    expect(rows[0]?.award).toBe('forfeited');
    expect(await awardNightsBalance(api.db, liamId)).toBe(1);
  });
});

describe('a request ended by the room changing', () => {
  it('is cancelled with its room, and its nights go back', async () => {
    await request();
    const revision = (await manage.awardOffer(ROOM, liam))!.orderRevisionNumber;
    const result = await calls.cancel([ROOM], revision, liam);
    expect(result.order?.items[1]?.suiteNightAward).toBe('CANCELLED');
    expect(await awardNightsBalance(api.db, liamId)).toBe(4);
  });

  it('is removed by a change of dates, and its nights go back', async () => {
    await request();
    const revision = (await manage.awardOffer(ROOM, liam))!.orderRevisionNumber;
    const result = await manage.update(
      {
        confirmationNumber: ROOM,
        propertyId: 'LONKX',
        checkInDate: addDays(arrival(), 1),
        checkOutDate: addDays(arrival(), 4),
        numAdultsPerRoom: 2,
        orderRevisionNumber: revision,
        roomTypeCode: 'TWNS',
        ratePlanCode: 'FLEX',
      },
      liam,
    );
    expect(codeOf(result)).toBe('SUCCESS');
    expect(result.order?.items[1]?.suiteNightAward).toBe('REMOVED');
    expect(await awardNightsBalance(api.db, liamId)).toBe(4);
  });
});
