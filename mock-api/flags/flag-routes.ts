import type { FastifyInstance } from 'fastify';
import { flagApiPaths } from '../../shared/domain/paths';
import type { Database } from '../db/database';
import { readFlagService } from './read-feature-flags';

/**
 * The flag service: every flag by name, the same for every visitor, read from the database at each
 * call (flags change rarely and the pages ask every five minutes). Browsers may keep an answer for a
 * minute, so a switched flag reaches every page within the pages' own polling interval.
 */
export async function flagRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(flagApiPaths.flags, async (_request, reply) => {
    const answer = await readFlagService(db);
    reply.header('cache-control', 'public, max-age=60');
    return answer;
  });
}
