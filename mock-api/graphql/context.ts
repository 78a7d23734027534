import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';

/**
 * What every resolver gets: the database, the clock sessions are judged by, the locale the client
 * asked for, and the session and lookup grant cookies, which resolvers that need the member or the
 * browser's lookups turn into them (so calls that never ask, such as hotel pages, cost no lookup).
 */
export type GraphQLContext = {
  db: Database;
  clock: Clock;
  acceptLanguage: string | null;
  sessionToken: string | undefined;
  lookupGrantToken: string | undefined;
};
