import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { contentRevisionReader, readContentRevision } from './content-revision';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** `db` counting its reads of the revision row; without in-process notices when `withNotices` is false, as PostgreSQL. */
function countingRevisionReads(withNotices: boolean) {
  const counter = { reads: 0 };
  const counted: Database = {
    ...db,
    query: (sql, params) => {
      if (sql.includes('from content_revision')) counter.reads += 1;
      return db.query(sql, params);
    },
  };
  if (!withNotices) delete counted.listenInProcess;
  return { db: counted, counter };
}

describe('the content revision', () => {
  it.each([
    ['hotels', "update hotels set name = name where code = 'NYCTS'"],
    ['hotel_photos', "update hotel_photos set caption = caption where hotel_code = 'NYCTS'"],
    ['hotel_amenities', "delete from hotel_amenities where hotel_code = 'NYCTS' and name = 'none'"],
    ['hotel_alerts', "insert into hotel_alerts (hotel_code, message, starts_on, ends_on) values ('NYCTS', 'Works', '2026-01-01', '2026-01-02')"],
    ['hotel_reviews', "update hotel_reviews set title = title where hotel_code = 'NYCTS'"],
    ['brands', "update brands set colour = colour where code = 'MC'"],
    ['confirmation_offers', 'update confirmation_offers set heading = heading'],
  ])('moves by one with each statement on %s, whatever rows it touched', async (_table, statement) => {
    const before = Number(await readContentRevision(db));
    await db.query(statement);
    expect(Number(await readContentRevision(db))).toBe(before + 1);
  });

  it('does not move with a booking, a session or anything else that is not hotel content', async () => {
    const before = await readContentRevision(db);
    await db.query("update members set first_name = first_name where email = 'liam.chen@example.com'");
    await db.query('update room_inventory set rooms_sold = rooms_sold where false');
    expect(await readContentRevision(db)).toBe(before);
  });

  it('does not move when the change is rolled back', async () => {
    const before = await readContentRevision(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("update hotels set name = 'Renamed' where code = 'NYCTS'");
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readContentRevision(db)).toBe(before);
  });
});

describe('contentRevisionReader', () => {
  // Notices in-process are PGlite's (the test database of the PostgreSQL projects has none).
  it.skipIf(inject('testPostgresUrl') !== '')('on PGlite reads the row once, then again only after a change notified it, and is never behind', async () => {
    const { db: counted, counter } = countingRevisionReads(true);
    const reader = contentRevisionReader(counted);
    const first = await reader.current();
    expect(await reader.current()).toBe(first);
    expect(counter.reads).toBe(1);
    await db.query("update hotels set name = name where code = 'LONKX'");
    expect(Number(await reader.current())).toBe(Number(first) + 1);
    await db.transaction(async (tx) => tx.query("update hotels set name = name where code = 'LONKX'"));
    expect(Number(await reader.current())).toBe(Number(first) + 2);
    expect(counter.reads).toBe(3);
  });

  it('without in-process notices (PostgreSQL) reads the row every time', async () => {
    const { db: counted, counter } = countingRevisionReads(false);
    const reader = contentRevisionReader(counted);
    await reader.current();
    await reader.current();
    expect(counter.reads).toBe(2);
  });

  it('does not keep a revision read while a change was notified, which that read may have missed', async () => {
    let notify = () => {};
    let reads = 0;
    const racing: Database = {
      ...db,
      listenInProcess: async (_channel, listener) => {
        notify = listener;
      },
      query: async <Row extends object>() => {
        reads += 1;
        // Another statement commits and notifies while this read is on its way.
        if (reads === 1) notify();
        return { rows: [{ revision: String(reads) }] as unknown as Row[] };
      },
    };
    const reader = contentRevisionReader(racing);
    expect(await reader.current()).toBe('1');
    expect(await reader.current()).toBe('2');
    expect(await reader.current()).toBe('2');
    expect(reads).toBe(2);
  });
});
