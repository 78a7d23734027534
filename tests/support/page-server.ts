import { createServer } from 'node:http';
import { test } from './run-clock';

/**
 * A real HTTP server for another origin's page (an attacker's site, a sibling subdomain), started for
 * the spec that calls this and stopped after it. A real server, not Playwright's router: Chromium's
 * local-network checks treat a routed page as public and would block what it does before the policies
 * under test are even consulted. `show` sets the HTML every path answers with.
 */
export function servePagesOn(origin: string) {
  let html = '';
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  test.beforeAll(() => new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve)));
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    show(page: string) {
      html = page;
    },
  };
}
