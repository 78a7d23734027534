import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { persistedHashOf } from '../../shared/graphql/client';
import { HotelDetailsDocument, HotelGuestReviewsDocument, HotelOverviewDocument } from '../../shared/graphql/generated/graphql';
import type { Database } from '../db/database';
import { graphQlCalls } from '../testing/graphql-calls';
import { createTestDatabase } from '../testing/test-database';
import { startTestApi, type TestApi } from '../testing/test-api';

/** The database, counting the statements that read hotel content (anything but the revision). */
function countingContentReads(db: Database) {
  const counter = { reads: 0 };
  const counted: Database = {
    ...db,
    query: (sql, params) => {
      if (/\bfrom (hotels|hotel_\w+)\b/.test(sql)) counter.reads += 1;
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
  };
  return { db: counted, counter };
}

let database: Database;
let api: TestApi;
let counter: { reads: number };
let now = new Date('2026-03-02T10:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
  const counting = countingContentReads(database);
  counter = counting.counter;
  api = await startTestApi({ db: counting.db, clock: () => now });
});
afterAll(async () => {
  await api.close();
  await database.close();
});
beforeEach(() => {
  now = new Date('2026-03-02T10:00:00Z');
});

const OVERVIEW = persistedHashOf(HotelOverviewDocument);
const DETAILS = persistedHashOf(HotelDetailsDocument);
const REVIEWS = persistedHashOf(HotelGuestReviewsDocument);

type Overview = { propertyBySeoNickname: { basicInformation: { name: string } } };
type Details = { property: { description: string; alerts: { message: string }[] } };
type Reviews = { property: { guestReviews: { title: string }[] } };

const overview = async () =>
  (await graphQlCalls(api).postPersisted('HotelOverview', OVERVIEW, { seoNickname: 'lonkx-portico-london-kings-cross' })).body.data as Overview;
const details = async () => (await graphQlCalls(api).postPersisted('HotelDetails', DETAILS, { propertyId: 'LONKX' })).body.data as Details;
const reviews = async () => (await graphQlCalls(api).postPersisted('HotelGuestReviews', REVIEWS, { propertyId: 'LONKX', first: 5 })).body.data as Reviews;

describe('public hotel answers, kept until the hotel content changes', () => {
  it('answers a repeated call without reading the hotel again', async () => {
    await overview();
    const before = counter.reads;
    const again = await overview();
    expect(again.propertyBySeoNickname.basicInformation.name).toBe("Portico London King's Cross");
    expect(counter.reads).toBe(before);
  });

  it('returns the changed hotel after an update made outside this server (name, description, a review)', async () => {
    await Promise.all([overview(), details(), reviews()]);
    // Straight to the database, as another server or an editor would.
    await database.query(`update hotels set name = 'Portico London St Pancras', description = 'Renovated in 2026.' where code = 'LONKX'`);
    expect((await overview()).propertyBySeoNickname.basicInformation.name).toBe('Portico London St Pancras');
    expect((await details()).property.description).toBe('Renovated in 2026.');

    await database.query(
      `insert into hotel_reviews (hotel_code, author, rating, title, text, stayed_on, created_at)
       values ('LONKX', 'Ines', 5, 'Quiet rooms by the station', 'Slept well.', '2026-02-01', '2099-01-01T00:00:00Z')`,
    );
    expect((await reviews()).property.guestReviews[0]!.title).toBe('Quiet rooms by the station');
  });

  it('reads notices again on a new UTC day, as they come into force by the day', async () => {
    await database.query(`insert into hotel_alerts (hotel_code, message, starts_on, ends_on) values ('LONKX', 'Lift works from tomorrow', '2026-03-03', '2026-03-10')`);
    expect((await details()).property.alerts.map((alert) => alert.message)).not.toContain('Lift works from tomorrow');
    now = new Date('2026-03-03T00:00:01Z');
    expect((await details()).property.alerts.map((alert) => alert.message)).toContain('Lift works from tomorrow');
  });

  it('keeps answers per language and per media type asked for', async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${api.hostUrl}/mi/graphql/HotelOverview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-by': 'test', ...headers },
        body: JSON.stringify({ operationName: 'HotelOverview', variables: { seoNickname: 'lonkx-portico-london-kings-cross' }, extensions: { persistedQuery: { version: 1, sha256Hash: OVERVIEW } } }),
      });
    const json = await ask({ accept: 'application/json' });
    const graphQlResponse = await ask({ accept: 'application/graphql-response+json' });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(graphQlResponse.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect((await ask({ accept: 'application/json' })).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
