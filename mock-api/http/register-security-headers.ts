import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Sets helmet's headers on every answer of `app`, worked out once at start.
 *
 * @fastify/helmet builds helmet's middleware afresh for every request (parsing the CSP directives each
 * time: 6 % of a hot API call's time, measured). Our options never vary by request (no nonces, no
 * per-route settings), so the headers helmet sets are the same on every answer: they are taken from
 * one answer of a probe with the same options and set by a plain hook, at the same point (onRequest),
 * so a route that sets its own (an image's CSP, a page's) still replaces them as before.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await headersHelmetSets(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet adds to an answer: those of a probe with helmet, less those the same probe gives without it. */
async function headersHelmetSets(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answerHeaders = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(fastifyHelmet, options);
    probe.get('/', async () => 'probe');
    const { headers } = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return headers;
  };
  const [withHelmet, without] = [await answerHeaders(true), await answerHeaders(false)];
  return Object.fromEntries(
    Object.entries(withHelmet)
      .filter(([name]) => !(name in without))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}
