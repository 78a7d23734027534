import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';

/**
 * What every resolver gets: the database, the clock sessions are judged by, the locale the client
 * asked for, and the session cookie, which resolvers that need the member turn into one (so calls
 * that never ask, such as hotel pages, cost no session lookup).
 */
export type GraphQLContext = {
  db: Database;
  clock: Clock;
  acceptLanguage: string | null;
  sessionToken: string | undefined;
};
