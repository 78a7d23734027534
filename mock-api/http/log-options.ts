import type { FastifyRequest } from 'fastify';

/**
 * How both sites log (pino through Fastify). No body is ever logged; what a request line shows of its
 * address loses any run of 13 or more digits, so a card number a client put in a query string never
 * reaches a log line; and the answer's time is rounded, so that a run of 13 to 19 digits in the log can
 * only be a card number and a scan for them (tests/security) finds nothing else.
 */
export function logOptions(level: string, site: string, stream?: { write(line: string): void }) {
  return {
    level,
    base: { site },
    formatters: { log: withRoundedResponseTime },
    serializers: { req: requestLine },
    ...(stream ? { stream } : {}),
  };
}

/** Text for a log line with runs of 13 digits or more left out: no card number reaches a log by it. */
export const withoutLongDigitRuns = (text: string) => text.replace(/\d{13,}/g, '(digits)');

/** Fastify's own request line, with long runs of digits left out of the address. */
function requestLine(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: withoutLongDigitRuns(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify logs the time in milliseconds with all the digits of a double (0.4769699999997101); a tenth of one says as much. */
function withRoundedResponseTime(object: Record<string, unknown>): Record<string, unknown> {
  return typeof object.responseTime === 'number' ? { ...object, responseTime: Math.round(object.responseTime * 10) / 10 } : object;
}
