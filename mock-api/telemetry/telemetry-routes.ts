import type { FastifyInstance } from 'fastify';
import { telemetryApiPaths } from '../../shared/domain/paths';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { rateLimitErrorBuilder, sendApiError } from '../http/send-error';
import { isBodyProblem } from './body-fields';
import { readMemberState } from './member-state';
import { readClientLogBody } from './read-client-log-body';
import { readDataLayerBody, type DataLayerEvent } from './read-data-layer-body';
import { withoutLongDigitRuns } from '../http/log-options';

export type TelemetryRoutesOptions = { db: Database; clock: Clock; rateLimitPerMinute: number };

/** What the data-layer call answers (spec section 7): properties for the page's analytics, and offers. */
export type DataLayerResponse = { dataProperties: { key: string; value: string }[]; mvpOfferList: unknown[] };

/** Analytics calls are small; a page has no reason to send more. */
const TELEMETRY_BODY_LIMIT = 4 * 1024;
export const TELEMETRY_RATE_LIMIT_PER_MINUTE = 120;

const property = (key: string, value: string | undefined) => (value === undefined ? [] : [{ key, value }]);

/** The data-layer and client-log calls of spec section 7, on both origins (under the cross-site write guard). */
export async function telemetryRoutes(app: FastifyInstance, { db, clock, rateLimitPerMinute }: TelemetryRoutesOptions) {
  // Each call has its own counter per client (groupId), apart from sign-in's, in the store both sites share.
  const routeOptions = (groupId: string) => ({
    bodyLimit: TELEMETRY_BODY_LIMIT,
    config: {
      rateLimit: {
        max: rateLimitPerMinute,
        timeWindow: 60_000,
        groupId,
        errorResponseBuilder: rateLimitErrorBuilder('Too many analytics calls from this device. Wait a minute and try again.'),
      },
    },
  });

  app.post(telemetryApiPaths.dataLayer, routeOptions('data-layer'), async (request, reply) => {
    const body = readDataLayerBody(request.body);
    if (isBodyProblem(body)) return sendApiError(reply, 400, 'BAD_REQUEST', body.problem);
    const { memState, member } = await readMemberState(db, request.cookies, clock);
    if (body.event) await storeEvent(db, body.event, body.context.pageURI, member?.memberId ?? null, clock);
    reply.header('cache-control', 'no-store');
    return {
      dataProperties: [
        ...property('memState', memState),
        ...property('memberTier', member?.tier),
        ...property('localeKey', body.context.localeKey),
        ...property('pageURI', body.context.pageURI),
        ...property('breakpoint', body.context.breakpoint),
        ...property('orientation', body.context.orientation),
      ],
      mvpOfferList: [],
    } satisfies DataLayerResponse;
  });

  app.post(telemetryApiPaths.logger, routeOptions('client-log'), async (request, reply) => {
    const body = readClientLogBody(request.body);
    if (isBodyProblem(body)) return sendApiError(reply, 400, 'BAD_REQUEST', body.problem);
    // A browser's word is not the server's: its lines say they came from a browser, stop at warn (an
    // error a page reports must not page the people on call as a server error does) and lose long digit runs.
    request.log[body.level === 'error' ? 'warn' : body.level]({ event: 'client_log', source: 'client', clientLevel: body.level }, withoutLongDigitRuns(body.message));
    return reply.code(204).send();
  });
}

async function storeEvent(db: Database, event: DataLayerEvent, pageURI: string, memberId: string | null, clock: Clock) {
  await db.query('insert into data_layer_events (occurred_at, name, detail, page_uri, member_id) values ($1, $2, $3, $4, $5)', [
    clock(),
    event.name,
    event.detail === null ? null : JSON.stringify(event.detail),
    pageURI,
    memberId,
  ]);
}
