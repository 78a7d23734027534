import type { FastifyInstance, FastifyRequest } from 'fastify';
import { graphQlBasePath } from '../../shared/domain/paths';
import { sendApiError, sendGraphQlError } from './send-error';

/**
 * Refuses, with a 400 that names the field, any request whose body, query string or path parameters hold
 * a NUL character. PostgreSQL text and JSON cannot hold U+0000 at all, so such a value would otherwise
 * reach a query and fail there as a server error; it is the client's mistake and is answered as one.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const field = firstFieldWithNul(request);
    if (field === null) return;
    request.log.info({ event: 'nul_character_refused', field }, 'request refused: NUL character');
    const message = `${field} contains a NUL character (U+0000), which no text here may hold.`;
    return request.url.startsWith(`${graphQlBasePath}/`)
      ? sendGraphQlError(reply, 400, 'BAD_REQUEST', message)
      : sendApiError(reply, 400, 'BAD_REQUEST', message);
  });
}

const NUL = '\u0000';

function firstFieldWithNul(request: FastifyRequest): string | null {
  for (const [part, value] of [['query string', request.query], ['address', request.params], ['body', request.body]] as const) {
    const path = pathToNul(value);
    if (path !== null) return path === '' ? `The ${part}` : `${path} (in the ${part})`;
  }
  return null;
}

/** Where the first string (or key) with a NUL is, as `a.b[2].c` (empty for the value itself), or null; walked without recursion, so any nesting is safe. */
function pathToNul(root: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${printable(key)}` : printable(key);
        if (key.includes(NUL)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/**
 * A key as it can be shown in a message and logged: NUL and other control characters spelled out, and
 * a run of digits left out. A key is the client's text like any value, and a card number typed into one
 * must not reach a log line (no field name here has more than a few digits).
 */
function printable(key: string): string {
  return key
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is spelled out
    .replace(/[\u0000-\u001f\u007f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\d(?:[ -]?\d){4,}/g, '(digits)')
    .slice(0, 60);
}
