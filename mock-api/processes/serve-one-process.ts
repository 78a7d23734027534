import { clockStartingAt, systemClock } from '../auth/clock';
import type { MockApiConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { createEmbedExampleSite } from '../embed/example-site';
import { drainSite, KEEP_ALIVE_MS } from '../http/graceful-drain';
import { createMockApi } from '../server';
import { decideSuiteNightAwards } from '../reservations/suite-night-awards/decide-awards';
import { startScheduledJobs } from './scheduled-jobs';
import { WORKER_READY, type WorkerMessage } from './worker-messages';

/** How often the Suite Night Award job looks for requests to decide: well inside an hour of any cutoff. */
const SUITE_NIGHT_AWARD_JOB_EVERY_MS = 60_000;
/** How often the outbox is delivered: a booking's confirmation reaches the guest within seconds. */
const OUTBOX_JOB_EVERY_MS = 3_000;

/**
 * How long a stopping process waits for its connections to end before cutting them: longer than a
 * connection's advertised keep-alive time, so every idle one has ended by itself by then.
 */
const SHUTDOWN_GRACE_MS = KEEP_ALIVE_MS + 5_000;

/**
 * One API process: the three sites (host, overlay origin, embed example) on their ports over the
 * configured database, stopped by SIGTERM or SIGINT after its in-flight requests are answered. Run alone
 * (`WORKERS=1`) or as one of the supervisor's workers, which share the ports (Node's cluster) and tell
 * the supervisor when they are listening.
 */
export async function serveOneProcess(config: MockApiConfig): Promise<void> {
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  const db = await openDatabase(config, undefined, clock());
  const { host, overlay, deliverMessages } = await createMockApi({ config, db, clock });
  const embedExample = await createEmbedExampleSite({ config });
  await host.listen({ port: config.hostPort, host: config.listenHost });
  await overlay.listen({ port: config.overlayPort, host: config.listenHost });
  await embedExample.listen({ port: config.embedExamplePort, host: config.listenHost });
  host.log.info(
    { event: 'started', hostOrigin: config.hostOrigin, overlayOrigin: config.overlayOrigin, embedExampleOrigin: config.embedExampleOrigin, database: db.kind, pid: process.pid },
    `Portico is up: host ${config.hostOrigin}, overlays ${config.overlayOrigin}, embed example ${config.embedExampleOrigin}${config.embedExampleCrossSiteOrigin ? ` (and ${config.embedExampleCrossSiteOrigin}, another site)` : ''}`,
  );
  if (config.clockStart) {
    host.log.warn({ event: 'clock_moved', clockStart: config.clockStart.toISOString() }, `the clock started at ${config.clockStart.toISOString()} (CLOCK_START), not the real time: for tests and rehearsals only`);
  }
  process.send?.({ type: WORKER_READY } satisfies WorkerMessage);
  const jobs = startScheduledJobs(
    [
      { name: 'suite-night-awards', everyMs: SUITE_NIGHT_AWARD_JOB_EVERY_MS, run: (now) => decideSuiteNightAwards(db, now) },
      { name: 'outbox', everyMs: OUTBOX_JOB_EVERY_MS, run: deliverMessages },
    ],
    host.log,
    clock,
  );

  const sites = [host, overlay, embedExample];
  let stopping = false;
  async function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    host.log.info({ event: 'stopping', signal, pid: process.pid }, 'finishing in-flight requests, then closing the database');
    // Drained first: no new connections, and the open ones end on their own, so none is cut mid-request.
    const drained = await Promise.all(sites.map((site) => drainSite(site, SHUTDOWN_GRACE_MS)));
    if (drained.includes(false)) {
      host.log.warn({ event: 'shutdown_grace_exceeded' }, 'cutting connections still open after the grace period');
      for (const site of sites) site.server.closeAllConnections();
    }
    // The jobs stop before the sites close, whose closing hooks close the mail channel a job may be sending
    // through; the database closes only after every site is done.
    await jobs.stop();
    const results = await Promise.allSettled(sites.map((site) => site.close()));
    await db.close();
    const failed = results.some((result) => result.status === 'rejected');
    host.log.info({ event: 'stopped', pid: process.pid }, 'stopped');
    process.exit(failed ? 1 : 0);
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
