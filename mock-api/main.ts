import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';
import { createMockApi } from './server';

const config = readConfig();
if (!existsSync(path.join(config.distDir, 'host', 'index.html'))) {
  console.error(`No built apps in ${config.distDir}: run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

const db = await openDatabase(config);
const { host, overlay } = await createMockApi({ config, db });
await host.listen({ port: config.hostPort, host: config.listenHost });
await overlay.listen({ port: config.overlayPort, host: config.listenHost });
host.log.info(
  { event: 'started', hostOrigin: config.hostOrigin, overlayOrigin: config.overlayOrigin, database: db.kind },
  `Portico is up: host ${config.hostOrigin}, overlays ${config.overlayOrigin}`,
);

/** How long in-flight requests get to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  host.log.info({ event: 'stopping', signal }, 'finishing in-flight requests, then closing the database');
  setTimeout(() => {
    host.log.warn({ event: 'shutdown_grace_exceeded' }, 'cutting connections still open after the grace period');
    host.server.closeAllConnections();
    overlay.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
  // Fastify's close waits for in-flight requests; the database closes only after both sites are done.
  const results = await Promise.allSettled([host.close(), overlay.close()]);
  await db.close();
  const failed = results.some((result) => result.status === 'rejected');
  host.log.info({ event: 'stopped' }, 'stopped');
  process.exit(failed ? 1 : 0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
