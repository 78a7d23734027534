import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on now, for a tool that starts servers on a shared machine (other
 * suites and benchmarks may hold the fixed ports). Another process could take it before it is used,
 * which the caller's start then reports.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
