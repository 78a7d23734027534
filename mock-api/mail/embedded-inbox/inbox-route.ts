import type { FastifyInstance } from 'fastify';
import { devInboxApiPaths, type InboxAnswer } from '../../../shared/domain/dev-inbox-api';
import type { Database } from '../../db/database';
import { sendApiError } from '../../http/send-error';
import { readInbox } from './inbox-store';

const RECIPIENT_MAX_LENGTH = 254;

/**
 * `GET /mi/dev-inbox/v1/messages[?to=…]`: the inbox as JSON, for the /dev/mail page and for tests that
 * read a link or a code the way a guest would. Registered only when the inbox is on (not in production
 * mode): it holds reset links and codes.
 */
export function inboxRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.get(devInboxApiPaths.messages, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const to = (request.query as Record<string, unknown>).to;
    if (to !== undefined && (typeof to !== 'string' || to.length > RECIPIENT_MAX_LENGTH)) {
      return sendApiError(reply, 400, 'BAD_USER_INPUT', `to must be one e-mail address or phone number of at most ${RECIPIENT_MAX_LENGTH} characters.`);
    }
    return { messages: await readInbox(db, to?.trim() || null) } satisfies InboxAnswer;
  });
}
