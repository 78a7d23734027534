import type { Database } from '../db/database';

/**
 * `db` as its server looks to node-postgres when it is stopped, while `isDown()` says so: each query
 * then fails with ECONNREFUSED. For tests of how the API answers a database outage.
 */
export function flakyDatabase(db: Database, isDown: () => boolean): Database {
  const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  return { ...db, query: (sql, params) => (isDown() ? Promise.reject(outage) : db.query(sql, params)) };
}
