import type { FastifyInstance } from 'fastify';
import { embedApiPaths, ORIGIN_CHECK_ERROR_CODE, type OriginCheckResponse } from '../../shared/domain/embed-api';
import { sendApiError } from '../http/send-error';

export type OriginCheckRouteOptions = { allowedHostOrigins: string[]; hostOrigin: string };

/** How much of a malformed header a refusal quotes: enough to recognise it, not a page of it. */
const QUOTED_LENGTH = 100;

/** The page origin a request's `Origin` header names, or why it names none. */
export function readPageOrigin(header: string | string[] | undefined): { origin: string } | { problem: string } {
  const raw = Array.isArray(header) ? header.join(', ') : header;
  if (raw === undefined || raw === '') {
    return { problem: 'Send this request from the embedding page: its Origin header names the page to check, and none was sent.' };
  }
  if (raw === 'null') {
    return {
      problem:
        'The Origin header is "null": the page has no origin of its own (a sandboxed frame, or a file: or data: page), and only pages with an origin may show the overlays.',
    };
  }
  const quoted = raw.length > QUOTED_LENGTH ? `${raw.slice(0, QUOTED_LENGTH)}…` : raw;
  const malformed = { problem: `The Origin header "${quoted}" is not an origin such as https://hotel.example.` };
  try {
    const url = new URL(raw);
    // A browser sends the origin serialised: scheme, host and port only, lower case, no trailing slash.
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw ? { origin: raw } : malformed;
  } catch {
    return malformed;
  }
}

/**
 * `GET /embed/v1/origin-check` on the overlay origin: may the page that asks frame the overlays? The
 * embed loader asks before it frames one, so a page that is not allowed gets a clear error and a visible
 * failure instead of a frame the browser leaves blank (`frame-ancestors` lists the same origins).
 *
 * Any page may read the answer (`Access-Control-Allow-Origin: *`; no cookie is read or set), which
 * depends on the asking page (`Vary: Origin`) and is never cached. A GET changes nothing, so the
 * same-site guard lets it through from every origin, and no rate limit applies.
 */
export async function originCheckRoute(app: FastifyInstance, { allowedHostOrigins, hostOrigin }: OriginCheckRouteOptions) {
  const allowed = new Set(allowedHostOrigins);
  app.get(embedApiPaths.originCheck, async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('vary', 'Origin').header('cache-control', 'no-store');
    const page = readPageOrigin(request.headers.origin);
    if ('problem' in page) return sendApiError(reply, 400, ORIGIN_CHECK_ERROR_CODE, page.problem);
    const isAllowed = allowed.has(page.origin);
    if (!isAllowed) request.log.info({ event: 'embed_origin_refused', origin: page.origin }, 'embed origin check: not an allowed host origin');
    return { origin: page.origin, isAllowed, siteOrigin: hostOrigin } satisfies OriginCheckResponse;
  });
}
