import { readFileSync } from 'node:fs';
import type { MockApiConfig } from '../config';

/**
 * Fastify's options for a site that answers HTTPS itself (TLS_CERT_FILE, TLS_KEY_FILE), or none for
 * plain HTTP. Behind a load balancer that ends TLS, leave both unset and name the https origins instead.
 */
export function tlsOptions(tls: MockApiConfig['tls'] | undefined) {
  if (!tls) return {};
  return { https: { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) } };
}
