import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { persistedHashOf, persistedOperationBody } from '../../shared/graphql/client';
import { SearchProductsByPropertyDocument } from '../../shared/graphql/generated/graphql';
import { graphQlBasePath } from '../../shared/domain/paths';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { freeCancellationDeadline } from '../booking/cancellation-policy';
import type { Database } from '../db/database';
import { nightsOf, searchFrom, type SearchResult } from '../testing/booking-calls';
import { leaveRoomsFree } from '../testing/leave-rooms-free';
import { reservationCalls, seedingDayOf, type TestClock } from '../testing/reservation-calls';
import { createTestDatabase } from '../testing/test-database';
import { testRunInstant } from '../testing/test-instant';
import { startTestApi, type TestApi } from '../testing/test-api';

/** The database, counting the statements that read a hotel's nights. */
function countingNightReads(db: Database) {
  const counter = { reads: 0 };
  const counted: Database = {
    ...db,
    query: (sql, params) => {
      if (sql.includes('from nightly_prices')) counter.reads += 1;
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
  };
  return { db: counted, counter };
}

let database: Database;
let api: TestApi;
let otherServer: TestApi;
let counter: { reads: number };
let seedDay: string;
const clock: TestClock = { now: testRunInstant() };

beforeEach(async () => {
  clock.now = testRunInstant();
  database = await createTestDatabase();
  const counting = countingNightReads(database);
  counter = counting.counter;
  api = await startTestApi({ db: counting.db, clock: () => clock.now });
  // A second server on the same database, as another process or machine behind the balancer.
  otherServer = await startTestApi({ db: database, clock: () => clock.now });
  seedDay = await seedingDayOf(database);
});
afterEach(async () => {
  await Promise.all([api.close(), otherServer.close()]);
  await database.close();
});

const SEARCH = 'SearchProductsByProperty';
const SEARCH_HASH = persistedHashOf(SearchProductsByPropertyDocument);

/** The rate search as the apps' client sends it, by POST or by GET. */
async function search(server: TestApi, input: SearchCriteria, { cookie, method = 'POST', ifNoneMatch }: { cookie?: string; method?: 'GET' | 'POST'; ifNoneMatch?: string } = {}) {
  const headers: Record<string, string> = { 'x-requested-by': 'test', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) };
  const url = `${server.hostUrl}${graphQlBasePath}/${SEARCH}`;
  const body = persistedOperationBody(SEARCH, { input }, SEARCH_HASH);
  const response =
    method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams(Object.entries(JSON.parse(body) as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))}`, { headers })
      : await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  const text = await response.text();
  const answer = text ? (JSON.parse(text) as { data?: { searchProductsByProperty: SearchResult | null }; errors?: { extensions?: { code?: string; field?: string } }[] }) : {};
  return { status: response.status, headers: response.headers, ...answer, result: answer.data?.searchProductsByProperty ?? null };
}

const roomsLeftOf = (result: SearchResult | null, roomType: string) => result?.rooms.find((room) => room.roomType.code === roomType)?.roomsLeft;

describe("a visitor's rate search, kept while it is true", () => {
  it('answers a repeated search without reading the nights again, for the browser to revalidate with its ETag, by POST or GET', async () => {
    const criteria = searchFrom(seedDay, 20);
    const first = await search(api, criteria);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toBe('cookie, accept-language, accept');
    const reads = counter.reads;

    const again = await search(api, criteria, { method: 'GET' });
    expect(again.result).toEqual(first.result);
    expect(counter.reads).toBe(reads);
    const entityTag = first.headers.get('etag')!;
    expect(again.headers.get('etag')).toBe(entityTag);
    expect((await search(api, criteria, { ifNoneMatch: entityTag })).status).toBe(304);
  });

  it('shows a room sold by another server at once, and its give-back too', async () => {
    const criteria = searchFrom(seedDay, 20);
    await leaveRoomsFree(database, 'NYCTS', nightsOf(criteria), 3);
    expect(roomsLeftOf((await search(api, criteria)).result, 'KNGD')).toBe(3);
    expect(roomsLeftOf((await search(otherServer, criteria)).result, 'KNGD')).toBe(3);

    // Sold through the other server's database connection, in a transaction as an order is.
    await database.transaction((tx) =>
      tx.query(`update room_inventory set rooms_sold = rooms_sold + 1 where hotel_code = 'NYCTS' and room_type_code = 'KNGD' and night = any($1::date[])`, [nightsOf(criteria)]),
    );
    expect(roomsLeftOf((await search(api, criteria)).result, 'KNGD')).toBe(2);

    await leaveRoomsFree(database, 'NYCTS', nightsOf(criteria), 0, ['KNGD']);
    expect(roomsLeftOf((await search(api, criteria)).result, 'KNGD')).toBeUndefined();
    await leaveRoomsFree(database, 'NYCTS', nightsOf(criteria), 1, ['KNGD']);
    expect(roomsLeftOf((await search(api, criteria)).result, 'KNGD')).toBe(1);
  });

  it('keeps a rolled-back sale out of sight and another hotel\'s sale from costing a read', async () => {
    const criteria = searchFrom(seedDay, 20);
    await leaveRoomsFree(database, 'NYCTS', nightsOf(criteria), 3);
    await search(api, criteria);
    await expect(
      database.transaction(async (tx) => {
        await tx.query(`update room_inventory set rooms_sold = rooms_total where hotel_code = 'NYCTS' and night = any($1::date[])`, [nightsOf(criteria)]);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(roomsLeftOf((await search(api, criteria)).result, 'KNGD')).toBe(3);
  });

  it('stops offering free cancellation when its deadline passes, without waiting for the day to end', async () => {
    const criteria = searchFrom(seedDay, 3);
    const deadline = freeCancellationDeadline(criteria.checkInDate, 2, 'America/New_York');
    clock.now = new Date(deadline.getTime() - 60_000);
    const before = await search(api, criteria);
    expect(before.result!.rooms[0]!.rates[0]!.cancellationPolicy.freeCancellationUntil).toBe(deadline.toISOString());

    clock.now = new Date(deadline.getTime() + 1_000);
    const after = await search(api, criteria);
    expect(after.result!.rooms[0]!.rates[0]!.cancellationPolicy).toEqual({ isRefundable: true, freeCancellationUntil: null });
  });

  it('refuses a stay from a day that has ended at the hotel, though the UTC day has not', async () => {
    // Shanghai is eight hours ahead of UTC all year: its day ends at 16:00 UTC.
    const criteria = searchFrom(seedDay, 5, 1, { propertyId: 'SHAPD' });
    clock.now = new Date(`${criteria.checkInDate}T03:00:00Z`);
    expect((await search(api, criteria)).result?.rooms.length).toBeGreaterThan(0);
    clock.now = new Date(`${criteria.checkInDate}T16:30:00Z`);
    const refused = await search(api, criteria);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ field: 'checkInDate' });
  });

  it("never gives a member a visitor's answer, nor keeps a member's", async () => {
    const criteria = searchFrom(seedDay, 20);
    const visitor = await search(api, criteria);
    expect(visitor.result).toMatchObject({ isMember: false, currentPointBalance: null });
    const cookie = await reservationCalls(api).sessionOf('liam.chen@example.com');
    const member = await search(api, criteria, { cookie });
    expect(member.result).toMatchObject({ isMember: true });
    expect(member.headers.get('cache-control')).toBe('no-store');
    expect(member.headers.get('etag')).toBeNull();
    const reads = counter.reads;
    await search(api, criteria, { cookie, method: 'GET' });
    expect(counter.reads).toBeGreaterThan(reads);
  });
});
