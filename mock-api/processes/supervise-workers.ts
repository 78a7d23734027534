import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import pino from 'pino';
import type { MockApiConfig } from '../config';
import { isWorkerReady } from './worker-messages';

/** A worker that has not said it is listening by then is taken for failed (migrations run before it listens). */
const READY_TIMEOUT_MS = 60_000;
/** More crashes than this within the window and the supervisor stops: something outside is broken. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;

/**
 * The supervisor of `WORKERS` API processes (Node's cluster): each worker is a whole server on the same
 * ports, the supervisor handing out connections between them, and all share one PostgreSQL, where
 * everything a request needs from another is kept. It restarts a worker that crashed; SIGHUP restarts
 * them one at a time, each replacement listening before the old one drains (no request dropped); SIGTERM
 * or SIGINT drains them all and stops.
 */
export function superviseWorkers(config: MockApiConfig): void {
  const log = pino({ level: config.logLevel, base: { site: 'supervisor', pid: process.pid } });
  const retiring = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  const crashes: number[] = [];
  let stopping = false;
  let restarting: Promise<void> | null = null;

  const start = async (): Promise<Worker> => {
    const worker = cluster.fork();
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker ${worker.process.pid} did not listen within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
      worker.on('message', (message) => {
        if (!isWorkerReady(message)) return;
        clearTimeout(timer);
        listening.add(worker);
        resolve();
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`worker ${worker.process.pid} exited with ${code} before it listened`));
      });
    });
    await ready;
    return worker;
  };

  /** Starts a worker in place of one that crashed (or failed to start), unless they keep crashing. */
  const replace = () => {
    const at = Date.now();
    crashes.push(at);
    while (crashes[0]! < at - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > CRASH_LIMIT) {
      log.fatal({ event: 'crash_loop', crashes: crashes.length }, `workers failed ${crashes.length} times in a minute: stopping`);
      void stop('SIGTERM', 1);
      return;
    }
    start().catch((error: Error) => {
      log.error({ event: 'worker_start_failed', err: error }, error.message);
      if (!stopping) setTimeout(replace, 1000).unref();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    // A worker that never listened is its starter's to deal with; one retired or stopped meant to go.
    if (stopping || retiring.delete(worker) || !listening.has(worker)) return;
    log.error({ event: 'worker_crashed', workerPid: worker.process.pid, code, signal }, 'a worker stopped unexpectedly: starting another');
    replace();
  });

  /** Replaces the workers one at a time: the new one listens first, then the old one drains and stops. */
  const rollingRestart = async () => {
    const current = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    log.info({ event: 'rolling_restart', workers: current.length }, 'restarting the workers one at a time');
    for (const old of current) {
      if (stopping) return;
      await start();
      retiring.add(old);
      const exited = once(old, 'exit');
      old.process.kill('SIGTERM');
      await exited;
    }
    log.info({ event: 'rolling_restart_done' }, 'every worker restarted');
  };

  const stop = async (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: 'stopping', signal }, 'draining every worker');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map((worker) => {
        if (worker.isDead()) return undefined;
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        return exited;
      }),
    );
    log.info({ event: 'stopped' }, 'stopped');
    process.exit(exitCode);
  };

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGHUP', () => {
    restarting ??= rollingRestart()
      .catch((error: Error) => log.error({ event: 'rolling_restart_failed', err: error }, error.message))
      .finally(() => (restarting = null));
  });

  log.info({ event: 'supervising', workers: config.workers }, `starting ${config.workers} API processes on one PostgreSQL`);
  Promise.all(Array.from({ length: config.workers }, start)).then(
    () => log.info({ event: 'all_workers_ready', workers: config.workers }, `${config.workers} API processes listening`),
    (error: Error) => {
      log.fatal({ event: 'worker_start_failed', err: error }, error.message);
      void stop('SIGTERM', 1);
    },
  );
}
