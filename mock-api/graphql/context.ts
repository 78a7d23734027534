import type { Database } from '../db/database';

/** What every resolver gets: the database, and the locale the client asked for. */
export type GraphQLContext = {
  db: Database;
  acceptLanguage: string | null;
};
