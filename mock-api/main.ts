import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';
import { createEmbedExampleSite } from './embed/example-site';
import { createMockApi } from './server';

const config = readConfig();
if (!existsSync(path.join(config.distDir, 'host', 'index.html'))) {
  console.error(`No built apps in ${config.distDir}: run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

const db = await openDatabase(config);
const { host, overlay } = await createMockApi({ config, db });
const embedExample = await createEmbedExampleSite({ config });
await host.listen({ port: config.hostPort, host: config.listenHost });
await overlay.listen({ port: config.overlayPort, host: config.listenHost });
await embedExample.listen({ port: config.embedExamplePort, host: config.listenHost });
host.log.info(
  {
    event: 'started',
    hostOrigin: config.hostOrigin,
    overlayOrigin: config.overlayOrigin,
    embedExampleOrigin: config.embedExampleOrigin,
    database: db.kind,
  },
  `Portico is up: host ${config.hostOrigin}, overlays ${config.overlayOrigin}, embed example ${config.embedExampleOrigin}`,
);

/** How long in-flight requests get to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
const sites = [host, overlay, embedExample];

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  host.log.info({ event: 'stopping', signal }, 'finishing in-flight requests, then closing the database');
  setTimeout(() => {
    host.log.warn({ event: 'shutdown_grace_exceeded' }, 'cutting connections still open after the grace period');
    for (const site of sites) site.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
  // Fastify's close waits for in-flight requests; the database closes only after every site is done.
  const results = await Promise.allSettled(sites.map((site) => site.close()));
  await db.close();
  const failed = results.some((result) => result.status === 'rejected');
  host.log.info({ event: 'stopped' }, 'stopped');
  process.exit(failed ? 1 : 0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
