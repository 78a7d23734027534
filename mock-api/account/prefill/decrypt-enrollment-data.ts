import type { FastifyInstance } from 'fastify';
import { accountApiPaths, AccountErrorCode, type DecryptEnrollmentDataResponse } from '../../../shared/domain/account-api';
import type { Clock } from '../../auth/clock';
import { isJsonObject } from '../../telemetry/body-fields';
import { accountRefusal } from '../account-refusal';
import { accountRateLimit } from '../account-routes-options';
import { openPrefill, type PrefillKey } from './prefill-seal';

/** A sealed prefill is short; anything much longer is not one of ours. */
const SEALED_MAX_LENGTH = 2_000;

/**
 * `POST decryptEnrollmentData` (spec 01): opens the sealed prefill of a campaign's join link
 * (`createAccountPage1.mi#prefill=…`, made by `npm run prefill-link`) for the join form. Only Portico's
 * key opens it and any change to it is refused; one older than ENROLLMENT_PREFILL_DAYS is refused as expired.
 */
export function decryptEnrollmentDataRoute(app: FastifyInstance, { prefillKey, clock, rateLimitPerMinute }: { prefillKey: PrefillKey; clock: Clock; rateLimitPerMinute: number }) {
  const rateLimit = accountRateLimit(rateLimitPerMinute, 'enrollment-prefill');
  app.post(accountApiPaths.decryptEnrollmentData, { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const data = isJsonObject(request.body) ? request.body.data : undefined;
    if (typeof data !== 'string' || data.length === 0 || data.length > SEALED_MAX_LENGTH) {
      return reply.code(400).send({ errorCode: AccountErrorCode.BadUserInput, field: 'data', message: `data must be a join link's sealed prefill, at most ${SEALED_MAX_LENGTH} characters.` });
    }
    const opened = openPrefill(prefillKey, data, clock());
    if (opened.kind === 'expired') return reply.code(410).send(accountRefusal(AccountErrorCode.PrefillExpired));
    if (opened.kind === 'invalid') return reply.code(400).send(accountRefusal(AccountErrorCode.PrefillInvalid));
    return { prefill: opened.prefill } satisfies DecryptEnrollmentDataResponse;
  });
}
