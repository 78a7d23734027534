import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pglitePreparedStatements } from './pglite-prepared-statements';
import { wrapPglite } from './open-pglite';
import type { Database } from './database';

let pg: PGlite;
let db: Database;
// One database for the file (a new one takes seconds); each test starts from a new table.
beforeAll(async () => {
  pg = await PGlite.create();
  db = wrapPglite(pg);
});
afterAll(() => pg.close());
beforeEach(async () => {
  await db.exec(`
    drop table if exists things;
    create table things (
      id bigint generated always as identity primary key, code text not null unique, amount numeric(8, 2), seen_at timestamptz,
      day date, is_open boolean not null default false, tags text[] not null default '{}', details jsonb, count integer
    );`);
});

const INSERT = `insert into things (code, amount, seen_at, day, is_open, tags, details, count)
  values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`;

describe('PGlite prepared statements', () => {
  it('answer what PGlite’s own query answers, for every kind of value and a null', async () => {
    const values = ['NYCTS', '12.50', new Date('2026-03-02T10:00:00Z'), '2026-03-02', true, ['a', 'b c'], { nested: [1, 'x'] }, 7];
    await db.query(INSERT, values);
    await pg.query(INSERT, ['LONKX', null, null, null, false, [], null, null]);
    const read = 'select code, amount, seen_at, day, is_open, tags, details, count from things where code = any($1::text[]) order by id';
    const ours = await db.query(read, [['NYCTS', 'LONKX']]);
    expect(ours.rows).toEqual((await pg.query(read, [['NYCTS', 'LONKX']])).rows);
    expect(ours.rows[0]).toMatchObject({ code: 'NYCTS', is_open: true, tags: ['a', 'b c'], details: { nested: [1, 'x'] }, count: 7 });
  });

  it('run a text again with other values, and a statement with no rows', async () => {
    for (const code of ['A', 'B', 'C']) await db.query(INSERT, [code, null, null, null, false, [], null, null]);
    expect((await db.query('select count(*)::int as n from things where code > $1', ['A'])).rows).toEqual([{ n: 2 }]);
    expect((await db.query('select count(*)::int as n from things where code > $1', ['B'])).rows).toEqual([{ n: 1 }]);
    expect((await db.query('update things set count = 1 where code = $1', ['none'])).rows).toEqual([]);
  });

  it('keep the database’s error and its code, and the next call works', async () => {
    await db.query(INSERT, ['A', null, null, null, false, [], null, null]);
    await expect(db.query(INSERT, ['A', null, null, null, false, [], null, null])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('select count from things where count = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(db.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('select code from things')).rows).toEqual([{ code: 'A' }]);
  });

  it('run inside a transaction and are undone with it, and a text first prepared there still runs after', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(INSERT, ['A', null, null, null, false, [], null, null]);
        expect((await tx.query('select code from things where code = $1', ['A'])).rows).toEqual([{ code: 'A' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.query('select code from things where code = $1', ['A'])).rows).toEqual([]);
    await db.query(INSERT, ['B', null, null, null, false, [], null, null]);
    expect((await db.query('select code from things')).rows).toEqual([{ code: 'B' }]);
  });

  it('never run inside another caller’s transaction: a read waits for it to end', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(INSERT, ['A', null, null, null, false, [], null, null]);
      await held;
      throw new Error('roll back');
    });
    const read = db.query<{ n: number }>('select count(*)::int as n from things');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('are prepared again when a table changes shape under them', async () => {
    await db.query(INSERT, ['A', null, null, null, false, [], null, null]);
    const read = 'select * from things where code = $1';
    expect(Object.keys((await db.query(read, ['A'])).rows[0]!)).not.toContain('note');
    await db.exec("alter table things add column note text not null default 'n'");
    expect((await db.query(read, ['A'])).rows[0]).toMatchObject({ code: 'A', note: 'n' });
  });

  it('run texts beyond the limit unprepared, with the same answers', async () => {
    const preparedCount = async () => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
    const before = await preparedCount();
    const few = pglitePreparedStatements(pg, { maxStatements: 1 });
    await few.query(INSERT, ['A', null, null, null, false, [], null, null]);
    expect((await few.query('select code from things where code = $1', ['A'])).rows).toEqual([{ code: 'A' }]);
    expect(await preparedCount()).toBe(before + 1);
  });
});
