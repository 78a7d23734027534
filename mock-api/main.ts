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

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  host.log.info({ event: 'stopping', signal }, 'finishing in-flight requests, then closing the database');
  // Fastify's close waits for in-flight requests; the database closes only after both sites are done.
  const results = await Promise.allSettled([host.close(), overlay.close()]);
  await db.close();
  const failed = results.some((result) => result.status === 'rejected');
  host.log.info({ event: 'stopped' }, 'stopped');
  process.exit(failed ? 1 : 0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
